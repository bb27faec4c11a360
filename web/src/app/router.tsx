import { createBrowserRouter } from 'react-router';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

export function createRouter() {
  return createBrowserRouter([
    { path: '/', element: <HomePage /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
