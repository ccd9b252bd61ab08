import { Theme } from '@radix-ui/themes';
import {
  QueryClientProvider,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import {
  SocketProvider,
  useSocketSession,
  type LiveSocket,
} from '../api/socket';
import { AccountWatch } from '../shared/session/AccountWatch';
import { userQueryOptions } from '../shared/session/get-user';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
  /** Tests pass a fake socket; the app uses the tab's shared one. */
  socket?: LiveSocket;
};

/** After a sign-in without a page load, the live socket reconnects as the new user. */
function LiveSession() {
  const user = useQuery(userQueryOptions);
  useSocketSession(
    user.isPending
      ? undefined
      : String(user.data?.id ?? user.data?.username ?? ''),
  );
  return null;
}

/** Server state, UI state and the design system, shared by every route. */
export function AppProviders({
  children,
  queryClient,
  socket,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SocketProvider socket={socket}>
        <LiveSession />
        {/* From the first frame: a session ended before the page went idle
            (signed out in another tab) is not missed. */}
        <AccountWatch />
        <JotaiProvider>
          <Theme
            accentColor="indigo"
            grayColor="slate"
            radius="large"
            scaling="100%"
          >
            {children}
          </Theme>
        </JotaiProvider>
      </SocketProvider>
    </QueryClientProvider>
  );
}
