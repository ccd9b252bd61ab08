import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

/** The query client is shared by the providers and the routes' loaders. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
