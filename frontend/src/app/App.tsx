import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from './AppProviders';
import { createAppRouter, type AppRouter } from './router';

type AppProps = {
  /** Made before the first render when it must wait for the router (main.tsx). */
  start?: { queryClient: QueryClient; router: AppRouter };
};

/** The query client is shared by the providers and the routes' loaders. */
export function App({ start }: AppProps) {
  const [queryClient] = useState(
    () => start?.queryClient ?? createQueryClient(),
  );
  const [router] = useState(
    () => start?.router ?? createAppRouter(queryClient),
  );
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
