import { Outlet } from 'react-router';
import { PageErrorScreen } from '#web/app/layout/page-error-screen.tsx';

/** The pages of the site: an error in one (a 404, a withdrawn listing) shows inside the shell. */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <PageErrorScreen />;
}
