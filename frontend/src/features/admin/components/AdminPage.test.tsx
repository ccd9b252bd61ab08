import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../api/fake-socket';
import { createQueryClient } from '../../../api/query-client';
import { AppProviders } from '../../../app/AppProviders';
import { appRoutes } from '../../../app/routes';
import {
  currentPath,
  jsonResponse,
  stubFetch,
  testUser,
  whenReached,
} from '../../../test/render-app';
import type { SessionUser } from '../../auth/types';
import type { AdminEvent, AdminStats } from '../types';

const ago = (seconds: number) =>
  new Date(Date.now() - seconds * 1000).toISOString();

const stats: AdminStats = {
  totalUsers: 1234,
  totalEnQuestions: 56,
  totalFrQuestions: 7,
  totalAnswers: 890,
  aiAnswers: 60,
  openReports: 3,
  assistant: {
    enabled: true,
    provider: 'openai',
    providers: { openai: true, gemini: false },
    calls: [
      {
        provider: 'openai',
        lastSuccessAt: ago(120),
        lastFailureAt: null,
        failuresInARow: 0,
        failing: false,
        lastFailure: null,
      },
    ],
  },
};

const admin: SessionUser = { ...testUser, username: 'root', isAdmin: true };

/** The app at `path` with a fake socket; `/api/admin/stats` answers for admins only. */
function renderAdmin(
  path: string,
  user: SessionUser | null,
  answer: AdminStats = stats,
) {
  const fetchMock = stubFetch({
    user,
    handler: (url) => {
      if (url !== '/api/admin/stats') return undefined;
      if (!user) return new Response('Unauthorized', { status: 401 });
      if (!user.isAdmin) return new Response('Forbidden', { status: 403 });
      return jsonResponse(answer);
    },
  });
  const socket = new FakeSocket(user?.isAdmin ? [] : ['admin']);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()} socket={socket}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const statsRequests = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/stats')
      .length;
  return { router, socket, statsRequests };
}

/**
 * The panel at /admin for `user`, whose session the server answers from
 * `current`: a test changes it to play a change of rights made elsewhere.
 */
function renderWithSession(user: SessionUser) {
  const socket = new FakeSocket([]);
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/admin'] });
  const session = { current: user, socket, router };
  stubFetch({
    user,
    handler: (url) => {
      if (url === '/api/user') return jsonResponse(session.current);
      if (url !== '/api/admin/stats') return undefined;
      return session.current.isAdmin
        ? jsonResponse(stats)
        : new Response('Forbidden', { status: 403 });
    },
  });
  render(
    <AppProviders queryClient={createQueryClient()} socket={socket}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return session;
}

describe('admin page', () => {
  it('sends guests to sign in after 500 ms', async () => {
    const { router, socket, statsRequests } = renderAdmin('/fr/admin', null);
    const redirected = whenReached(router, '/fr/auth');
    expect(await screen.findByText('Veuillez vous connecter')).toBeTruthy();
    // The wait starts as the notice mounts, a moment before this count began.
    expect(await redirected).toBeGreaterThanOrEqual(450);
    expect(currentPath(router)).toBe('/fr/auth');
    expect(statsRequests()).toBe(0);
    expect(socket.sent.filter((s) => s.request.room === 'admin')).toEqual([]);
  });

  it('turns away members without admin privileges', async () => {
    const { router, socket, statsRequests } = renderAdmin('/admin', testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeTruthy();
    // Its text loads with its code, under the title shown meanwhile.
    expect(
      await screen.findByText('You need admin privileges to view this page.'),
    ).toBeTruthy();
    expect(document.title).toContain('Access Denied');
    expect(statsRequests()).toBe(0);
    expect(socket.sent.filter((s) => s.request.room === 'admin')).toEqual([]);
    expect(currentPath(router)).toBe('/admin');
  });

  it('lets in a member made an admin while Access Denied is open, once the window is back in focus', async () => {
    const session = renderWithSession(testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeTruthy();

    // Promoted by an admin while the member is in another tab.
    session.current = { ...testUser, isAdmin: true };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Panel' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('admin-access-denied')).toBeNull();
    focusManager.setFocused(undefined);
  });

  it('lets in a member made an admin while Access Denied is open, as soon as the server says so', async () => {
    const session = renderWithSession(testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeTruthy();
    // The page joins no room, yet keeps the connection the server speaks over.
    expect(session.socket.connected).toBe(true);

    session.current = { ...testUser, isAdmin: true };
    act(() => session.socket.push('account:changed', { isAdmin: true }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Panel' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('admin-access-denied')).toBeNull();
  });

  it('turns away an admin demoted while the panel is open', async () => {
    const session = renderWithSession(admin);
    const { socket, router } = session;
    await waitFor(() =>
      expect(screen.getByTestId('admin-feed-status').textContent).toBe('Live'),
    );

    // Demoted by another admin: the server tells this member's sockets.
    session.current = { ...admin, isAdmin: false };
    act(() => socket.push('account:changed', { isAdmin: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('admin-feed-status')).toBeNull();
    expect(currentPath(router)).toBe('/admin');
  });

  it('shows admins the figures and a live feed, newest first', async () => {
    const { socket, statsRequests } = renderAdmin('/admin', admin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Panel' }),
    ).toBeTruthy();
    const values = {
      'admin-stat-users': '1,234',
      'admin-stat-en-questions': '56',
      'admin-stat-fr-questions': '7',
      'admin-stat-answers': '890',
      'admin-stat-ai-answers': '60',
      'admin-stat-open-reports': '3',
    };
    await waitFor(() =>
      expect(screen.getByTestId('admin-stat-users-value').textContent).toBe(
        '1,234',
      ),
    );
    for (const [testId, value] of Object.entries(values)) {
      expect(screen.getByTestId(`${testId}-value`).textContent, testId).toBe(
        value,
      );
    }
    expect(
      within(screen.getByTestId('admin-stat-users')).getByText('Users'),
    ).toBeTruthy();
    expect(screen.getByTestId('admin-stat-assistant').textContent).toBe(
      'AI assistantOnOpenAIOpenAI: last answered 2 minutes ago.',
    );

    await waitFor(() => expect(socket.rooms).toEqual([{ room: 'admin' }]));
    await waitFor(() =>
      expect(screen.getByTestId('admin-feed-status').textContent).toBe('Live'),
    );
    expect(screen.getByTestId('admin-feed-empty')).toBeTruthy();

    const question: AdminEvent = {
      type: 'question.created',
      at: ago(30),
      title: 'Comment dit-on merci ?',
      link: '/fr/question/9',
      locale: 'fr',
    };
    const signUp: AdminEvent = {
      type: 'user.registered',
      at: ago(2),
      title: 'layla',
      link: '/users',
    };
    act(() => socket.push('admin:event', question));
    act(() => socket.push('admin:event', signUp));

    const entries = await screen.findAllByTestId('admin-feed-entry');
    expect(entries).toHaveLength(2);
    const [first, second] = entries;
    expect(within(first!).getByTestId('admin-feed-type').textContent).toBe(
      'Sign-up',
    );
    expect(
      within(first!).getByRole('link', { name: 'layla' }).getAttribute('href'),
    ).toBe('/users');
    expect(first!.querySelector('time')?.textContent).toBe('2 seconds ago');
    expect(within(second!).getByTestId('admin-feed-type').textContent).toBe(
      'Question',
    );
    expect(within(second!).getByText('French')).toBeTruthy();
    expect(
      within(second!)
        .getByRole('link', { name: 'Comment dit-on merci ?' })
        .getAttribute('href'),
    ).toBe('/fr/question/9');
    expect(second!.querySelector('time')?.textContent).toBe('30 seconds ago');

    // Each event read the figures again: the panel agrees with its feed.
    await waitFor(() => expect(statsRequests()).toBe(3));
    // After a reconnection the figures are read again and the room joined again.
    act(() => socket.disconnect());
    expect(screen.getByTestId('admin-feed-status').textContent).toBe(
      'Connecting...',
    );
    act(() => socket.connect());
    await waitFor(() => expect(statsRequests()).toBe(4));
    expect(socket.rooms).toEqual([{ room: 'admin' }]);
    expect(screen.getAllByTestId('admin-feed-entry')).toHaveLength(2);
  });

  it('links a report to the queue, and keeps the feed through a link followed and Back', async () => {
    const { socket, router } = renderAdmin('/admin', admin);
    await waitFor(() =>
      expect(screen.getByTestId('admin-feed-status').textContent).toBe('Live'),
    );
    act(() =>
      socket.push('admin:event', {
        type: 'report.created',
        at: ago(3),
        title: 'spam: question 9',
        link: '/admin#admin-reports',
        report: { reason: 'spam', questionId: 9, answerId: null },
      } satisfies AdminEvent),
    );
    act(() =>
      socket.push('admin:event', {
        type: 'question.created',
        at: ago(1),
        title: 'How do you say thanks?',
        link: '/question/9',
        locale: 'en',
      } satisfies AdminEvent),
    );
    const [question, report] = await screen.findAllByTestId('admin-feed-entry');
    expect(within(report!).getByRole('link').getAttribute('href')).toBe(
      '/admin#admin-reports',
    );
    expect(screen.getByTestId('admin-reports').id).toBe('admin-reports');

    fireEvent.click(within(question!).getByRole('link'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/question/9'),
    );
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-feed-entry')).toHaveLength(2),
    );
  });

  it.each([
    [
      '/admin',
      'Failing',
      'OpenAI: 3 calls failed since it last answered. Last failure 5 minutes ago, translating: OpenAI answered 429',
    ],
    [
      '/fr/admin',
      'En échec',
      'OpenAI : 3 appels ont échoué depuis sa dernière réponse. Dernier échec il y a 5 minutes, traduction : OpenAI answered 429',
    ],
  ])(
    'on %s, says the assistant is failing, since when, for what and why',
    async (path, badge, line) => {
      renderAdmin(path, admin, {
        ...stats,
        assistant: {
          ...stats.assistant,
          calls: [
            {
              provider: 'openai',
              lastSuccessAt: ago(3600),
              lastFailureAt: ago(300),
              failuresInARow: 3,
              failing: true,
              lastFailure: { task: 'translate', reason: 'OpenAI answered 429' },
            },
          ],
        },
      });
      const calls = await screen.findByTestId('admin-provider-calls-openai');
      expect(calls.dataset.failing).toBe('true');
      expect(calls.textContent).toBe(line);
      expect(screen.getByTestId('admin-stat-assistant-value').textContent).toBe(
        badge,
      );
    },
  );

  it('says a provider that has never answered is failing without "since it last answered"', async () => {
    renderAdmin('/admin', admin, {
      ...stats,
      assistant: {
        ...stats.assistant,
        calls: [
          {
            provider: 'openai',
            lastSuccessAt: null,
            lastFailureAt: ago(60),
            failuresInARow: 1,
            failing: true,
            lastFailure: { task: 'answer', reason: 'OpenAI answered 401' },
          },
        ],
      },
    });
    expect(
      (await screen.findByTestId('admin-provider-calls-openai')).textContent,
    ).toBe(
      'OpenAI: 1 call failed, and none has been answered yet. Last failure 1 minute ago, answering a question: OpenAI answered 401',
    );
  });

  it('says a configured provider has had no calls yet', async () => {
    const never = {
      provider: 'openai' as const,
      lastSuccessAt: null,
      lastFailureAt: null,
      failuresInARow: 0,
      failing: false,
      lastFailure: null,
    };
    renderAdmin('/admin', admin, {
      ...stats,
      assistant: { ...stats.assistant, calls: [never] },
    });
    expect(
      (await screen.findByTestId('admin-provider-calls-openai')).textContent,
    ).toBe('OpenAI: no calls yet.');
    expect(screen.getByTestId('admin-stat-assistant-value').textContent).toBe(
      'On',
    );
  });

  it('shows no provider lines while the assistant is off', async () => {
    renderAdmin('/admin', admin, {
      ...stats,
      assistant: {
        enabled: false,
        provider: null,
        providers: { openai: false, gemini: false },
        calls: [],
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('admin-stat-assistant-value').textContent).toBe(
        'Off',
      ),
    );
    expect(screen.queryByTestId('admin-provider-calls-openai')).toBeNull();
  });

  it.each([
    ['/admin', 'AI Assistant: Shukran means thank you.'],
    ['/fr/admin', 'Assistant IA: Shukran means thank you.'],
  ])(
    "on %s, names the assistant's answers in the panel's language",
    async (path, text) => {
      const { socket } = renderAdmin(path, admin);
      await waitFor(() =>
        expect(screen.getByTestId('admin-feed-status').textContent).toMatch(
          /^(Live|En direct)$/,
        ),
      );
      act(() =>
        socket.push('admin:event', {
          type: 'answer.created',
          at: ago(1),
          title: 'AI Assistant: Shukran means thank you.',
          link: '/question/9',
          locale: 'en',
          assistantAnswer: { excerpt: 'Shukran means thank you.' },
        } satisfies AdminEvent),
      );
      const entry = await screen.findByTestId('admin-feed-entry');
      expect(within(entry).getByRole('link').textContent).toBe(text);
    },
  );
});
