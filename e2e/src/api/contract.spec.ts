import { expect, test } from '@playwright/test';
import { apiAs, newMemberApi } from '../support/api';
import {
  aiProviderOn,
  recordCreated,
  requireAdmin,
  requireLocalServer,
} from '../support/env';
import { expectContract } from '../support/openapi';
import { fixtureQuestion } from '../support/roles';

/**
 * The HTTP contract of every call the browser makes (spec section 7): each answers a
 * documented status with a body that matches the OpenAPI document exactly, and the
 * values the screens rely on are there. Runs as a guest, a fresh member, the premium
 * member and the admin.
 */

const translation = {
  text: 'good morning',
  source_language: 'en',
  target_language: 'darija',
  feminine_mode: false,
};

test('guest reads: current user, questions, answers, language counts, sitemap', async ({
  playwright,
  baseURL,
}) => {
  const api = await apiAs(playwright, baseURL, 'guest');
  expect(
    await expectContract(await api.get('/api/user'), 'GET', '/api/user'),
  ).toBeNull();

  for (const locale of ['en', 'fr'] as const) {
    const base = locale === 'fr' ? '/api/fr' : '/api';
    const id = fixtureQuestion(locale);
    const list = (await expectContract(
      await api.get(`${base}/questions`, { params: { limit: 3, offset: 0 } }),
      'GET',
      `${base}/questions`,
    )) as { questions: unknown[]; pagination: { page: number; total: number } };
    expect(list.questions.length).toBeLessThanOrEqual(3);
    expect(list.pagination.page).toBe(1);

    const searched = (await expectContract(
      await api.get(`${base}/questions`, {
        params: { search: 'darija', language: 'dz', limit: 20 },
      }),
      'GET',
      `${base}/questions`,
    )) as { questions: { targetLanguage: string }[] };
    for (const q of searched.questions) expect(q.targetLanguage).toBe('dz');

    const question = (await expectContract(
      await api.get(`${base}/questions/${id}`),
      'GET',
      `${base}/questions/{id}`,
    )) as { id: number; title: string };
    expect(question.id).toBe(id);
    const answers = (await expectContract(
      await api.get(`${base}/questions/${id}/answers`),
      'GET',
      `${base}/questions/{id}/answers`,
    )) as { content: string }[];
    expect(answers.map((a) => a.content)).toContain(
      'Sbah lkhir, and people answer sbah nnour.',
    );
    const counts = (await expectContract(
      await api.get(`${base}/language-counts`),
      'GET',
      `${base}/language-counts`,
    )) as { targetLanguage: string; count: number }[];
    expect(
      counts.find((c) => c.targetLanguage === 'dz')?.count,
    ).toBeGreaterThan(0);
  }

  const sitemap = await api.get('/sitemap.xml');
  await expectContract(sitemap, 'GET', '/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toMatch(/<urlset|<sitemapindex/);
  await api.dispose();
});

test('guest translator: translate and speech, with the audio file served', async ({
  playwright,
  baseURL,
}) => {
  const api = await apiAs(playwright, baseURL, 'guest');
  const translated = (await expectContract(
    await api.post('/api/translator/translate', { data: translation }),
    'POST',
    '/api/translator/translate',
  )) as { translation: string; arabic_script: string | null };
  expect(translated.translation.trim()).not.toBe('');

  const speech = (await expectContract(
    await api.post('/api/translator/tts', {
      data: { text: translated.translation, language: 'darija' },
    }),
    'POST',
    '/api/translator/tts',
  )) as { audio_url: string };
  const audio = await api.get(speech.audio_url);
  await expectContract(audio, 'GET', '/api/translator/audio/{file}');
  expect(audio.headers()['content-type']).toMatch(/^audio\//);
  expect((await audio.body()).length).toBeGreaterThan(0);
  await api.dispose();
});

test('guest contact message is accepted', async ({ playwright, baseURL }) => {
  requireLocalServer(
    'sends a real message to the deployment’s team (no API removes it)',
  );
  const api = await apiAs(playwright, baseURL, 'guest');
  const sent = (await expectContract(
    await api.post('/contact', {
      data: {
        name: 'Layla Haddad',
        email: 'layla@example.com',
        subject: 'Darija resources',
        message: 'Which books would you recommend for Moroccan Darija?',
      },
    }),
    'POST',
    '/contact',
  )) as { id: number };
  expect(sent.id).toBeGreaterThan(0);
  await api.dispose();
});

test('member: register, sign in, ask, answer, vote, like, report, translate, community, favorites, sign out', async ({
  playwright,
  baseURL,
}) => {
  const { api, account } = await newMemberApi(playwright, baseURL);
  const me = (await expectContract(
    await api.get('/api/user'),
    'GET',
    '/api/user',
  )) as {
    username: string;
    isAdmin: boolean;
  };
  expect(me).toMatchObject({ username: account.username, isAdmin: false });

  // A second sign-in answers the same user.
  const login = await api.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(
    (
      (await expectContract(login, 'POST', '/api/login')) as {
        username: string;
      }
    ).username,
  ).toBe(account.username);

  for (const locale of ['en', 'fr'] as const) {
    const base = locale === 'fr' ? '/api/fr' : '/api';
    const asked = (await expectContract(
      await api.post(`${base}/questions`, {
        data: {
          title: `Contract check ${locale}: how do you say thanks?`,
          content: 'In Casablanca.',
          language: locale,
          targetLanguage: 'dz',
        },
      }),
      'POST',
      `${base}/questions`,
    )) as { id: number };
    recordCreated({ kind: 'question', id: asked.id, locale });

    // An answer on the setup member's question, then a vote and a like by this member.
    const questionId = fixtureQuestion(locale);
    await expectContract(
      await api.post(`${base}/answers`, {
        data: {
          questionId,
          content: 'Choukran, or baraka llahou fik.',
          isAI: false,
        },
      }),
      'POST',
      `${base}/answers`,
    );
    const others = (await (
      await api.get(`${base}/questions/${questionId}/answers`)
    ).json()) as { id: number; user: { username: string } | null }[];
    const theirs = others.find((a) => a.user?.username !== account.username);
    expect(theirs, 'an answer by someone else').toBeTruthy();
    const voted = (await expectContract(
      await api.post('/api/votes', {
        data: { answerId: theirs!.id, type: 'useful' },
      }),
      'POST',
      '/api/votes',
    )) as { useful: number };
    expect(voted.useful).toBeGreaterThanOrEqual(1);
    await expectContract(
      await api.post(`${base}/questions/${questionId}/like`),
      'POST',
      `${base}/questions/{id}/like`,
    );
    await expectContract(
      await api.post('/api/reports', {
        data: {
          questionId: asked.id,
          reason: 'other',
          details: 'contract check',
        },
      }),
      'POST',
      '/api/reports',
    );
    const translated = (await expectContract(
      await api.post('/api/translate', {
        data:
          locale === 'en'
            ? {
                questionId: asked.id,
                fromLanguage: 'dz',
                toLanguage: 'English',
              }
            : {
                text: 'Comment dit-on merci ?',
                fromLanguage: 'fr',
                toLanguage: 'English',
              },
      }),
      'POST',
      '/api/translate',
    )) as { translation?: string; code?: string };
    // A deployment without an AI provider answers 503 translation_unavailable,
    // as its OpenAPI document says.
    if (await aiProviderOn(api))
      expect(translated.translation?.trim()).not.toBe('');
    else expect(translated.code).toBe('translation_unavailable');

    for (const route of [
      'users/public',
      'users/top-contributors',
      'users/communities',
      'stats',
    ])
      await expectContract(
        await api.get(`${base}/${route}`),
        'GET',
        `${base}/${route}`,
      );
  }

  const stats = (await expectContract(
    await api.get('/api/translator/stats'),
    'GET',
    '/api/translator/stats',
  )) as { account_type: string; can_use_advanced: boolean };
  expect(stats).toMatchObject({
    account_type: 'free',
    can_use_advanced: false,
  });
  await expectContract(
    await api.post('/api/translator/translate', { data: translation }),
    'POST',
    '/api/translator/translate',
  );
  await expectContract(
    await api.get('/api/translator/history'),
    'GET',
    '/api/translator/history',
  );
  const favorite = (await expectContract(
    await api.post('/api/translator/favorite', {
      data: {
        source_text: 'good morning',
        target_text: 'sbah lkhir',
        arabic_script: 'صباح الخير',
        source_language: 'en',
        target_language: 'darija',
        engine: 'standard',
        feminine_mode: false,
      },
    }),
    'POST',
    '/api/translator/favorite',
  )) as { id: number };
  const favorites = (await expectContract(
    await api.get('/api/translator/favorites'),
    'GET',
    '/api/translator/favorites',
  )) as { id: number }[];
  expect(favorites.map((f) => f.id)).toContain(favorite.id);
  await expectContract(
    await api.delete(`/api/translator/favorites/${favorite.id}`),
    'DELETE',
    '/api/translator/favorites/{id}',
  );

  // Signing out by navigation redirects; afterwards the session is gone.
  const logout = await api.get('/api/logout', { maxRedirects: 0 });
  await expectContract(logout, 'GET', '/api/logout');
  expect(await (await api.get('/api/user')).json()).toBeNull();
  const relogin = await api.get('/api/login', { maxRedirects: 0 });
  await expectContract(relogin, 'GET', '/api/login');
  await api.dispose();
});

test('premium member: advanced translation', async ({
  playwright,
  baseURL,
}) => {
  requireAdmin();
  const api = await apiAs(playwright, baseURL, 'premium');
  const stats = (await (await api.get('/api/translator/stats')).json()) as {
    can_use_advanced: boolean;
  };
  expect(stats.can_use_advanced).toBe(true);
  const advanced = (await expectContract(
    await api.post('/api/translator/advanced', { data: translation }),
    'POST',
    '/api/translator/advanced',
  )) as { translation: string };
  expect(advanced.translation.trim()).not.toBe('');
  await api.dispose();
});

test('admin: lists, figures, roles, plans, moderation, sitemap, audit and deletion', async ({
  playwright,
  baseURL,
}) => {
  requireAdmin();
  const admin = await apiAs(playwright, baseURL, 'admin');
  const member = await newMemberApi(playwright, baseURL);

  const users = (await expectContract(
    await admin.get('/api/admin/users', {
      params: { search: member.account.username },
    }),
    'GET',
    '/api/admin/users',
  )) as { id: number; email: string }[];
  expect(users).toEqual([
    expect.objectContaining({ id: member.id, email: member.account.email }),
  ]);
  const stats = (await expectContract(
    await admin.get('/api/admin/stats'),
    'GET',
    '/api/admin/stats',
  )) as { totalUsers: number };
  expect(stats.totalUsers).toBeGreaterThan(0);
  for (const route of [
    'questions',
    'fr/questions',
    'reports',
    'audit',
    'contact-messages',
  ])
    await expectContract(
      await admin.get(`/api/admin/${route}`),
      'GET',
      `/api/admin/${route}`,
    );

  const made = await admin.patch(`/api/admin/users/${member.id}/admin`, {
    data: { isAdmin: true },
  });
  expect(
    (
      (await expectContract(made, 'PATCH', '/api/admin/users/{id}/admin')) as {
        isAdmin: boolean;
      }
    ).isAdmin,
  ).toBe(true);
  await expectContract(
    await admin.patch(`/api/admin/users/${member.id}/admin`, {
      data: { isAdmin: false },
    }),
    'PATCH',
    '/api/admin/users/{id}/admin',
  );
  await expectContract(
    await admin.patch(`/api/admin/users/${member.id}/plan`, {
      data: { plan: 'basic' },
    }),
    'PATCH',
    '/api/admin/users/{id}/plan',
  );

  // The member asks in both locales and answers; the admin removes the answer and questions.
  for (const locale of ['en', 'fr'] as const) {
    const base = locale === 'fr' ? '/api/fr' : '/api';
    const asked = await member.api.post(`${base}/questions`, {
      data: {
        title: `To be moderated (${locale})`,
        language: locale,
        targetLanguage: 'dz',
      },
    });
    expect(asked.status()).toBe(201);
    const questionId = ((await asked.json()) as { id: number }).id;
    recordCreated({ kind: 'question', id: questionId, locale });
    const answered = await member.api.post(`${base}/answers`, {
      data: { questionId, content: 'An answer to moderate away.' },
    });
    const answerId = ((await answered.json()) as { id: number }).id;
    await expectContract(
      await admin.delete(`/api/admin/answers/${answerId}`),
      'DELETE',
      '/api/admin/answers/{id}',
    );
    const adminBase = locale === 'fr' ? '/api/admin/fr' : '/api/admin';
    await expectContract(
      await admin.delete(`${adminBase}/questions/${questionId}`),
      'DELETE',
      `${adminBase}/questions/{id}`,
    );
    expect(
      (await member.api.get(`${base}/questions/${questionId}`)).status(),
    ).toBe(404);
  }

  const sitemap = await admin.get('/api/admin/sitemap');
  await expectContract(sitemap, 'GET', '/api/admin/sitemap');
  expect(await sitemap.text()).toMatch(/<urlset|<sitemapindex/);

  await expectContract(
    await admin.delete(`/api/admin/users/${member.id}`),
    'DELETE',
    '/api/admin/users/{id}',
  );
  expect((await member.api.get('/api/user')).status()).toBe(200);
  expect(await (await member.api.get('/api/user')).json()).toBeNull();
  await member.api.dispose();
  await admin.dispose();
});
