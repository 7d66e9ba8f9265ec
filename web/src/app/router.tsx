import { Spinner, Center } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error';

/** A lazily loaded page module; each module exports its page as `Component`. */
function page(load: () => Promise<{ Component: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m.Component })));
}

const Home = page(() => import('@web/features/home/routes/home'));
const NotFound = page(() => import('@web/features/misc/routes/not-found'));

/** Each route renders inside its own error boundary and suspense fallback. */
function Screen({ component: Page }: { component: LazyExoticComponent<ComponentType> }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense
        fallback={
          <Center py="24">
            <Spinner size="lg" color="brand.500" aria-label="Loading" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/" element={<Screen component={Home} />} />
          <Route path="/home" element={<Screen component={Home} />} />
          <Route path="*" element={<Screen component={NotFound} />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
