import { data } from 'react-router';

/** Any other path: a real 404, shown by the pages' error screen (layout/page-error-screen.tsx). */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
