import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentPath,
  jsonResponse,
  renderApp,
  testUser,
  type FetchHandler,
  whenReached,
} from '../../../test/render-app';
import type { LanguageCommunity, PublicUser } from '../types';

const member = (overrides: Partial<PublicUser>): PublicUser => ({
  id: 1,
  username: 'member',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  nativeLanguages: [],
  learningLanguages: [],
  totalAnswers: 0,
  ...overrides,
});

const karim = member({
  id: 3,
  username: 'karim',
  firstName: 'Karim',
  lastName: 'Alaoui',
  nativeLanguages: ['dz'],
  totalAnswers: 12,
});
const sofia = member({ id: 4, username: 'sofia', totalAnswers: 1 });

const communities: LanguageCommunity[] = [
  { language: 'ar', nativeSpeakers: 5, learners: 1 },
  { language: 'en', nativeSpeakers: 1, learners: 7 },
];

const stats = {
  totalUsers: 1234,
  totalContributors: 56,
  totalAnswers: 789,
  totalLanguages: 12,
};

/** The members API under `prefix` (`/api` or `/api/fr`). */
function membersApi(
  prefix: string,
  overrides: { topContributors?: PublicUser[]; stats?: () => Response } = {},
): FetchHandler {
  return (url) => {
    if (url === `${prefix}/stats`)
      return overrides.stats?.() ?? jsonResponse(stats);
    if (url === `${prefix}/users/top-contributors`)
      return jsonResponse(overrides.topContributors ?? [karim, sofia]);
    if (url === `${prefix}/users/communities`) return jsonResponse(communities);
    if (url === `${prefix}/users/public?limit=51&offset=0`)
      return jsonResponse([sofia, karim]);
    return undefined;
  };
}

describe('users page for guests', () => {
  it('shows a sign-in toast, then goes to /auth after 500 ms', async () => {
    const { router, fetchMock } = renderApp('/users');
    const redirected = whenReached(router, '/auth');
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(
      screen.getByText('You need to be signed in to see the community.'),
    ).toBeTruthy();

    // The wait starts as the notice mounts, a moment before this count began.
    expect(await redirected).toBeGreaterThanOrEqual(450);
    expect(currentPath(router)).toBe('/auth');
    // Nothing members-only was asked for.
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => /\/(stats|users)\b/.test(url)),
    ).toEqual([]);
  });

  it('sends French guests to /fr/auth', async () => {
    const { router } = renderApp('/fr/users');
    expect(await screen.findByText('Veuillez vous connecter')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/fr/auth'));
  });
});

describe('users page for members', () => {
  it('shows the own profile, stats, contributors, communities and members', async () => {
    const { router } = renderApp('/users', {
      user: testUser,
      handler: membersApi('/api'),
    });

    const profile = await screen.findByTestId('own-profile');
    expect(within(profile).getByText('Amina Benali')).toBeTruthy();
    // The username is isolated (<bdi>) inside "@…".
    const username = within(profile).getByTestId('own-profile-username');
    expect(username.textContent).toBe('@amina');
    expect(username.querySelector('bdi')?.textContent).toBe('amina');
    expect(
      within(screen.getByTestId('own-profile-native')).getByText('Arabic'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('own-profile-learning')).getByText('French'),
    ).toBeTruthy();

    await waitFor(() =>
      expect(screen.getByTestId('stat-members').textContent).toBe(
        'Members1,234',
      ),
    );
    expect(screen.getByTestId('stat-contributors').textContent).toBe(
      'Contributors56',
    );
    expect(screen.getByTestId('stat-answers').textContent).toBe(
      'Member answers789',
    );
    expect(screen.getByTestId('stat-languages').textContent).toBe(
      'Languages12',
    );

    const top = screen.getByTestId('top-contributors');
    // Rank, avatar initials (shown once Radix knows there is no picture), name,
    // username and answer count.
    await waitFor(() =>
      expect(
        within(top)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['#1KAKarim Alaoui@karim12 answers', '#2Ssofia@sofia1 answer']),
    );

    const langs = screen.getByTestId('language-communities');
    await within(langs).findByText('Arabic');
    expect(
      within(langs)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['community-ar', 'community-en']);
    expect(
      within(screen.getByTestId('community-ar')).getByText('5 native speakers'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('community-en')).getByText('1 native speaker'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('community-en')).getByText('7 learners'),
    ).toBeTruthy();

    const directory = screen.getByTestId('members-directory');
    expect(
      (await within(directory).findAllByTestId('member-row')).map(
        (row) => within(row).getAllByText(/^@/)[0]?.textContent,
      ),
    ).toEqual(['@sofia', '@karim']);

    // Members stay on the page.
    expect(currentPath(router)).toBe('/users');
  });

  it('calls the French forms of the API on French pages', async () => {
    const { fetchMock } = renderApp('/fr/users', {
      user: testUser,
      handler: membersApi('/api/fr'),
    });
    await waitFor(() =>
      expect(screen.getByTestId('stat-members').textContent).toBe(
        'Membres1\u202f234',
      ),
    );
    expect(await screen.findAllByText('12 réponses')).toHaveLength(2);
    expect(
      await within(screen.getByTestId('language-communities')).findByText(
        'Arabe',
      ),
    ).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/fr/stats',
        '/api/fr/users/top-contributors',
        '/api/fr/users/communities',
        '/api/fr/users/public?limit=51&offset=0',
      ]),
    );
    expect(urls.filter((url) => url.startsWith('/api/users'))).toEqual([]);
  });

  it('shows 50 members at a time and offers more while there are more', async () => {
    const everyone = Array.from({ length: 120 }, (_, i) =>
      member({ id: 1000 - i, username: `member${i + 1}` }),
    );
    const asked: string[] = [];
    renderApp('/fr/users', {
      user: testUser,
      handler: (url, init) => {
        const page =
          /^\/api\/fr\/users\/public\?limit=(\d+)&offset=(\d+)$/.exec(url);
        if (page) {
          asked.push(url);
          const [limit, offset] = [Number(page[1]), Number(page[2])];
          return jsonResponse(everyone.slice(offset, offset + limit));
        }
        return membersApi('/api/fr')(url, init);
      },
    });
    const directory = await screen.findByTestId('members-directory');
    await waitFor(() =>
      expect(within(directory).getAllByTestId('member-row')).toHaveLength(50),
    );
    const more = within(directory).getByRole('button', {
      name: 'Afficher plus de membres',
    });
    fireEvent.click(more);
    await waitFor(() =>
      expect(within(directory).getAllByTestId('member-row')).toHaveLength(100),
    );
    fireEvent.click(
      within(directory).getByRole('button', {
        name: 'Afficher plus de membres',
      }),
    );
    await waitFor(() =>
      expect(within(directory).getAllByTestId('member-row')).toHaveLength(120),
    );
    // The last page said there are no more: nothing more to offer.
    expect(
      within(directory).queryByRole('button', {
        name: 'Afficher plus de membres',
      }),
    ).toBeNull();
    const rows = within(directory).getAllByTestId('member-row');
    expect(rows[0].textContent).toContain('member1');
    expect(rows[119].textContent).toContain('member120');
    // The button went with the last page: its first member has the focus.
    expect(document.activeElement).toBe(rows[100]);
    expect(asked).toEqual([
      '/api/fr/users/public?limit=51&offset=0',
      '/api/fr/users/public?limit=51&offset=50',
      '/api/fr/users/public?limit=51&offset=100',
    ]);
  });

  it('hides the own profile from admins', async () => {
    renderApp('/users', {
      user: { ...testUser, isAdmin: true },
      handler: membersApi('/api'),
    });
    await screen.findByTestId('stat-cards');
    await within(screen.getByTestId('members-directory')).findAllByTestId(
      'member-row',
    );
    expect(screen.queryByTestId('own-profile')).toBeNull();
  });

  it('says so when nobody has answered yet', async () => {
    renderApp('/users', {
      user: testUser,
      handler: membersApi('/api', { topContributors: [] }),
    });
    expect(
      await screen.findByText(
        'No contributors yet. Be the first to answer a question!',
      ),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the stats fail', async () => {
    let fail = true;
    renderApp('/users', {
      user: testUser,
      handler: membersApi('/api', {
        stats: () =>
          fail ? new Response('boom', { status: 500 }) : jsonResponse(stats),
      }),
    });
    const error = await screen.findByTestId('stats-error');
    expect(within(error).getByText('An error occurred')).toBeTruthy();

    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('stat-members').textContent).toBe(
        'Members1,234',
      ),
    );
  });
});
