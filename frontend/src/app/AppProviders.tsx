import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Tooltip } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
};

/** Server state, UI state and the design system, shared by every route. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider>
        <Theme
          accentColor="indigo"
          grayColor="slate"
          radius="large"
          scaling="100%"
        >
          <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
            {children}
          </Tooltip.Provider>
        </Theme>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
