import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';

/** Every page: translations load on demand per namespace, so screens may suspend briefly. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export function RootHydrateFallback() {
  return <LoadingScreen className="min-h-dvh" />;
}
