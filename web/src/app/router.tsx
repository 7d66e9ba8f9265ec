import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/** Every page is its own lazily loaded module with its own error boundary. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', lazy: () => import('@web/features/home/routes/home'), ErrorBoundary: RouteError },
      { path: '/home', lazy: () => import('@web/features/home/routes/home'), ErrorBoundary: RouteError },
      { path: '*', lazy: () => import('@web/features/misc/routes/not-found'), ErrorBoundary: RouteError },
    ],
  },
]);
