import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../api/fake-socket';
import { createQueryClient } from '../../api/query-client';
import { AppProviders } from '../../app/AppProviders';
import { appRoutes } from '../../app/routes';
import { jsonResponse, stubFetch, testUser } from '../../test/render-app';
import type { SessionUser } from '../../features/auth/types';

/** The whole app on the about page, its session answered from `session.current`. */
function renderSignedIn(user: SessionUser) {
  const socket = new FakeSocket([]);
  const session: { current: SessionUser | null } = { current: user };
  const fetchMock = stubFetch({
    user,
    handler: (url) =>
      url === '/api/user'
        ? session.current
          ? jsonResponse(session.current)
          : new Response('Unauthorized', { status: 401 })
        : undefined,
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/about'] });
  render(
    <AppProviders queryClient={createQueryClient()} socket={socket}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const sessionReads = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user').length;
  return { socket, session, sessionReads };
}

describe('AccountWatch', () => {
  it("turns a deleted member's open page into a guest's when the server says so", async () => {
    const { socket, session, sessionReads } = renderSignedIn(testUser);
    expect(await screen.findByTestId('avatar-menu')).toBeTruthy();
    // The layout's deferred widgets load when the browser is idle.
    await screen.findByTestId('offline-notice');
    const before = sessionReads();

    // An admin deletes the account: the session has ended, and the server
    // tells the member's sockets before closing them.
    session.current = null;
    act(() => socket.push('account:changed', { isAdmin: false }));

    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(screen.queryByTestId('avatar-menu')).toBeNull();
    expect(sessionReads()).toBe(before + 1);
  });

  it('reads the session again for a change of rights, and only then', async () => {
    const { socket, session, sessionReads } = renderSignedIn(testUser);
    await screen.findByTestId('offline-notice');
    const before = sessionReads();
    act(() => socket.push('question:new', { id: 1 }));
    expect(sessionReads()).toBe(before);

    session.current = { ...testUser, isAdmin: true };
    act(() => socket.push('account:changed', { isAdmin: true }));
    await vi.waitFor(() => expect(sessionReads()).toBe(before + 1));
    expect(await screen.findByTestId('avatar-menu')).toBeTruthy();
  });
});
