import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FakeSocket } from '../../../api/fake-socket';
import { createQueryClient } from '../../../api/query-client';
import { AppProviders } from '../../../app/AppProviders';
import { appRoutes } from '../../../app/routes';
import { stubFetch, testUser } from '../../../test/render-app';
import type { SessionUser } from '../../auth/types';
import { FakeAdminServer, makeUser } from './admin-server';

/** The signed-in admin of the page tests. */
export const adminUser: SessionUser = {
  ...testUser,
  id: 1,
  username: 'root',
  isAdmin: true,
};

/** The same admin as the admin list shows them. */
export const adminRow = makeUser({
  id: 1,
  username: 'root',
  email: 'root@example.com',
  isAdmin: true,
  accountType: 'pro',
  createdAt: '2025-01-01T10:00:00.000Z',
});

/** The whole app at `path` (default `/admin`), signed in as the admin, on `server`. */
export function renderAdmin(server: FakeAdminServer, path = '/admin') {
  const fetchMock = stubFetch({ user: adminUser, handler: server.handle });
  const socket = new FakeSocket();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()} socket={socket}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, socket, fetchMock };
}
