import { expect, test, type APIResponse } from '@playwright/test';
import { apiAs } from '../support/api';
import { NO_ADMIN_REASON } from '../support/env';
import { fixtureQuestion, hasRole, type Role } from '../support/roles';

/**
 * The guard matrix over HTTP: who may call what. Guests are refused member calls with
 * 401; members and premium members are refused admin calls with 403; advanced
 * translation is for premium plans only. Allowed calls answer 2xx. Refused calls
 * carry the one error shape.
 */

type Access = 'public' | 'member' | 'paid' | 'admin';
type Call = {
  method: 'GET' | 'POST' | 'DELETE';
  path: () => string;
  data?: object;
};

const translation = {
  text: 'good evening',
  source_language: 'en',
  target_language: 'darija',
  feminine_mode: false,
};

const get = (path: string | (() => string)): Call => ({
  method: 'GET',
  path: typeof path === 'string' ? () => path : path,
});

/** Calls that change nothing when allowed, or are refused before doing anything. */
const MATRIX: [string, Access, Call][] = [
  ['questions list', 'public', get('/api/questions?limit=1')],
  ['French questions list', 'public', get('/api/fr/questions?limit=1')],
  [
    'a question',
    'public',
    get(() => `/api/questions/${fixtureQuestion('en')}`),
  ],
  [
    'its answers',
    'public',
    get(() => `/api/questions/${fixtureQuestion('en')}/answers`),
  ],
  ['language counts', 'public', get('/api/language-counts')],
  ['current user', 'public', get('/api/user')],
  ['sitemap', 'public', get('/sitemap.xml')],
  [
    'translate',
    'public',
    {
      method: 'POST',
      path: () => '/api/translator/translate',
      data: translation,
    },
  ],
  ['members', 'member', get('/api/users/public')],
  ['French members', 'member', get('/api/fr/users/public')],
  ['community figures', 'member', get('/api/stats')],
  ['top contributors', 'member', get('/api/users/top-contributors')],
  ['communities', 'member', get('/api/users/communities')],
  ['translator usage', 'member', get('/api/translator/stats')],
  ['translator history', 'member', get('/api/translator/history')],
  ['favorites', 'member', get('/api/translator/favorites')],
  [
    'translate a post',
    'member',
    {
      method: 'POST',
      path: () => '/api/translate',
      data: { text: 'salam', fromLanguage: 'dz', toLanguage: 'English' },
    },
  ],
  [
    'advanced translation',
    'paid',
    {
      method: 'POST',
      path: () => '/api/translator/advanced',
      data: translation,
    },
  ],
  ['admin members', 'admin', get('/api/admin/users?limit=1')],
  ['admin figures', 'admin', get('/api/admin/stats')],
  ['admin questions', 'admin', get('/api/admin/questions')],
  ['admin French questions', 'admin', get('/api/admin/fr/questions')],
  ['admin reports', 'admin', get('/api/admin/reports')],
  ['admin audit log', 'admin', get('/api/admin/audit')],
  ['admin sitemap', 'admin', get('/api/admin/sitemap')],
  ['admin contact messages', 'admin', get('/api/admin/contact-messages')],
];

/** Refused before anything happens for everyone but the right role (ids need not exist). */
const REFUSED_WRITES: [string, Access, Call][] = [
  [
    'ask',
    'member',
    {
      method: 'POST',
      path: () => '/api/questions',
      data: { title: 'Refused?', language: 'en', targetLanguage: 'dz' },
    },
  ],
  [
    'answer',
    'member',
    {
      method: 'POST',
      path: () => '/api/answers',
      data: { questionId: 1, content: 'A refused answer.' },
    },
  ],
  [
    'vote',
    'member',
    {
      method: 'POST',
      path: () => '/api/votes',
      data: { answerId: 1, type: 'useful' },
    },
  ],
  [
    'report',
    'member',
    {
      method: 'POST',
      path: () => '/api/reports',
      data: { questionId: 1, reason: 'spam' },
    },
  ],
  [
    'delete a member',
    'admin',
    { method: 'DELETE', path: () => '/api/admin/users/2147483000' },
  ],
  [
    'delete a question',
    'admin',
    { method: 'DELETE', path: () => '/api/admin/questions/2147483000' },
  ],
  [
    'load demo content',
    'admin',
    { method: 'POST', path: () => '/api/admin/seed' },
  ],
];

/** Refusals a route gives after its guards let the caller through. */
const ROUTE_OWN_REFUSALS = [
  'translation_unavailable',
  'daily_translation_limit',
];

/** The `code` of an error body, or '' when it has none. */
async function codeOf(response: APIResponse): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  return typeof body.code === 'string' ? body.code : '';
}

function expected(access: Access, role: Role): number | 'allowed' {
  if (access === 'public') return 'allowed';
  if (access === 'member') return role === 'guest' ? 401 : 'allowed';
  if (access === 'paid') return role === 'premium' ? 'allowed' : 403;
  if (role === 'guest') return 401;
  return role === 'admin' ? 'allowed' : 403;
}

for (const role of ['guest', 'member', 'premium', 'admin'] as Role[]) {
  test(`guard matrix as ${role}`, async ({ playwright, baseURL }) => {
    test.skip(!hasRole(role), NO_ADMIN_REASON);
    const api = await apiAs(playwright, baseURL, role);
    const failures: string[] = [];
    const rows = [
      ...MATRIX,
      // Writes are only sent to the roles that are refused them.
      ...REFUSED_WRITES.filter(
        ([, access]) => expected(access, role) !== 'allowed',
      ),
    ];
    for (const [name, access, call] of rows) {
      const path = call.path();
      const response = await api.fetch(path, {
        method: call.method,
        data: call.data,
      });
      const want = expected(access, role);
      const status = response.status();
      if (want === 'allowed') {
        // Past the guards, the route's own answer: 2xx, or on a deployment
        // a translation the site cannot make (no AI provider) or the day's
        // limit of them already used.
        if (
          status >= 300 &&
          !ROUTE_OWN_REFUSALS.includes(await codeOf(response))
        )
          failures.push(
            `${name} (${call.method} ${path}): ${status}, expected 2xx`,
          );
        continue;
      }
      if (status !== want) {
        failures.push(
          `${name} (${call.method} ${path}): ${status}, expected ${want}`,
        );
        continue;
      }
      const body = (await response.json()) as Record<string, unknown>;
      if (
        body.statusCode !== want ||
        typeof body.error !== 'string' ||
        !body.message
      )
        failures.push(`${name}: error body ${JSON.stringify(body)}`);
    }
    expect(failures).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(MATRIX.length);
    await api.dispose();
  });
}
