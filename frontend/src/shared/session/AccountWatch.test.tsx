import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../api/fake-socket';
import { createQueryClient } from '../../api/query-client';
import { AppProviders } from '../../app/AppProviders';
import { appRoutes } from '../../app/routes';
import { jsonResponse, stubFetch, testUser } from '../../test/render-app';
import type { SessionUser } from '../../features/auth/types';
import { RECONNECT_AFTER_CLOSE_MS } from './AccountWatch';
import { SESSION_CHANNEL } from './session-channel';

/** What another tab sends when it signs in or out. */
function otherTabSignsInOrOut() {
  const otherTab = new BroadcastChannel(SESSION_CHANNEL);
  otherTab.postMessage('changed');
  otherTab.close();
}

/** The whole app on the about page, its session answered from `session.current`. */
function renderSignedIn(user: SessionUser) {
  const socket = new FakeSocket([]);
  const session: { current: SessionUser | null | 'failing' } = {
    current: user,
  };
  const fetchMock = stubFetch({
    user,
    handler: (url) =>
      url === '/api/user'
        ? session.current === 'failing'
          ? new Response('Bad Gateway', { status: 502 })
          : session.current
            ? jsonResponse(session.current)
            : new Response('Unauthorized', { status: 401 })
        : undefined,
  });
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/about'] });
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient} socket={socket}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const sessionReads = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user').length;
  return { socket, session, sessionReads, queryClient, fetchMock };
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

  it('reads the session again and connects again when the server closes the socket (signed out in another tab)', async () => {
    const { socket, session, sessionReads } = renderSignedIn(testUser);
    await screen.findByTestId('offline-notice');
    socket.connect();
    const before = sessionReads();

    session.current = null;
    act(() => socket.serverDisconnect());
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(sessionReads()).toBe(before + 1);
    // Live updates go on, as a guest's.
    await vi.waitFor(() => expect(socket.connected).toBe(true), {
      timeout: RECONNECT_AFTER_CLOSE_MS * 4,
    });

    // A drop of the connection (not the server's doing) reads nothing.
    const after = sessionReads();
    act(() => socket.reconnect());
    expect(sessionReads()).toBe(after);
  });

  it('reads the session again when another tab signs in or out, or the tab comes back into view', async () => {
    const { session, sessionReads } = renderSignedIn(testUser);
    await screen.findByTestId('offline-notice');
    const before = sessionReads();

    // Another tab signs out, then in as someone else.
    session.current = {
      ...testUser,
      id: testUser.id + 1,
      username: 'yacine',
      first_name: 'Yacine',
      last_name: 'Haddad',
    };
    otherTabSignsInOrOut();
    await vi.waitFor(() => expect(sessionReads()).toBe(before + 1));
    expect(
      (await screen.findByTestId('avatar-menu')).getAttribute('aria-label'),
    ).toContain('Yacine Haddad');

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(sessionReads()).toBe(before + 2));
  });

  it("reads the page's data again when the member changes", async () => {
    const { session, queryClient, fetchMock } = renderSignedIn(testUser);
    await screen.findByTestId('offline-notice');
    const reads = (url: string) =>
      fetchMock.mock.calls.filter(([input]) => String(input) === url).length;
    const plansBefore = reads('/api/translator/plans');
    queryClient.setQueryData(['/api/translator/plans'], []);

    session.current = { ...testUser, id: testUser.id + 1, username: 'other' };
    otherTabSignsInOrOut();
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryState(['/api/translator/plans'])?.isInvalidated,
      ).toBe(true),
    );
    expect(reads('/api/translator/plans')).toBe(plansBefore);
  });

  it('keeps the member when a read of the session fails (the server restarting), until a read settles it', async () => {
    const { session, sessionReads } = renderSignedIn(testUser);
    await screen.findByTestId('offline-notice');
    const before = sessionReads();
    session.current = 'failing';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(sessionReads()).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('avatar-menu')).toBeTruthy();
    expect(screen.queryByTestId('header-login')).toBeNull();

    // Back, and signed out meanwhile: the next read says so.
    session.current = null;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByTestId('header-login')).toBeTruthy();
  });
});
