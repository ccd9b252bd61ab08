import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FakeSocket } from '../../../api/fake-socket';
import { createQueryClient } from '../../../api/query-client';
import { AppProviders } from '../../../app/AppProviders';
import { appRoutes } from '../../../app/routes';
import type { SessionUser } from '../../auth/types';
import { stubFetch, type FetchHandler } from '../../../test/render-app';

/** Renders the whole app at `path` with a fake socket the test drives. */
export function renderLive(
  path: string,
  options: { user?: SessionUser | null; handler?: FetchHandler } = {},
) {
  const fetchMock = stubFetch(options);
  const socket = new FakeSocket();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} socket={socket}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock, socket, queryClient };
}
