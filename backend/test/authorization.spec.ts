import { FakeAiServer } from '../src/ai/testing/fake-ai-server';
import { ApiClient, fixtureBody } from './support/api-client';
import { listRoutes } from './support/routes';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

const ADMIN = {
  email: 'authz.admin@example.com',
  password: 'authz-admin-password',
};

/**
 * Who may call a route: anyone; signed-in members; members on a paid plan
 * (basic or pro, whatever their other rights); admins.
 */
type Access = 'public' | 'member' | 'paid' | 'admin';

const ACTORS = ['guest', 'member', 'premium', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

interface Call {
  path: string;
  body?: unknown;
}

/** A signed-in client (or a guest) and the password it signed in with. */
interface Session {
  client: ApiClient;
  password: string;
}

interface Fixtures {
  /** A question asked by a member who is none of the actors. */
  question(locale?: 'en' | 'fr'): Promise<number>;
  /** An answer written by a member who is none of the actors. */
  answer(): Promise<number>;
  /** An open report on a fresh question. */
  report(): Promise<number>;
  /** A member who is none of the actors. */
  user(): Promise<number>;
  /** A favorite of the given member. */
  favorite(owner: ApiClient): Promise<number>;
  /** An audio file stored by the speech engine. */
  audioPath: string;
  /** A shared question and answer, for reading, liking and voting. */
  questionId: number;
  frQuestionId: number;
  answerId: number;
}

interface Rule {
  access: Access;
  /** The request, made realistic with rows created for it. */
  call(fx: Fixtures, caller: Session): Promise<Call> | Call;
  /**
   * The call signs out, changes credentials or switches the account, so each
   * actor makes it from a session of its own.
   */
  ownSession?: boolean;
}

const get =
  (path: string): Rule['call'] =>
  () => ({ path });

const account = () => {
  const n = Math.random().toString(36).slice(2, 10);
  return {
    email: `authz_${n}@example.com`,
    password: 'correct horse battery',
    username: `authz_${n}`,
    firstName: 'Yasmine',
    lastName: 'Berrada',
    nativeLanguages: ['ar'],
    learningLanguages: ['fr'],
  };
};

const translation = {
  text: 'hello',
  source_language: 'en',
  target_language: 'darija',
};

/** Every route of the app, its access rule and a realistic request. */
const RULES: Record<string, Rule> = {
  'GET /api/health': { access: 'public', call: get('/api/health') },
  'POST /api/register': {
    access: 'public',
    ownSession: true,
    call: () => ({ path: '/api/register', body: account() }),
  },
  'POST /api/login': {
    access: 'public',
    ownSession: true,
    call: async (fx, caller) => {
      const other = new ApiClient(caller.client.baseUrl);
      const { account: a } = await other.register();
      return {
        path: '/api/login',
        body: { email: a.email, password: a.password },
      };
    },
  },
  'GET /api/login': { access: 'public', call: get('/api/login') },
  'GET /api/logout': {
    access: 'public',
    ownSession: true,
    call: get('/api/logout'),
  },
  'POST /api/logout': {
    access: 'public',
    ownSession: true,
    call: () => ({ path: '/api/logout', body: {} }),
  },
  'GET /api/user': { access: 'public', call: get('/api/user') },
  'POST /api/user/password': {
    access: 'member',
    ownSession: true,
    call: (fx, caller) => ({
      path: '/api/user/password',
      body: {
        currentPassword: caller.password,
        newPassword: 'a different long passphrase',
      },
    }),
  },
  'GET /api/users/public': { access: 'member', call: get('/api/users/public') },
  'GET /api/fr/users/public': {
    access: 'member',
    call: get('/api/fr/users/public'),
  },
  'GET /api/users/top-contributors': {
    access: 'member',
    call: get('/api/users/top-contributors'),
  },
  'GET /api/fr/users/top-contributors': {
    access: 'member',
    call: get('/api/fr/users/top-contributors'),
  },
  'GET /api/users/communities': {
    access: 'member',
    call: get('/api/users/communities'),
  },
  'GET /api/fr/users/communities': {
    access: 'member',
    call: get('/api/fr/users/communities'),
  },
  'GET /api/stats': { access: 'member', call: get('/api/stats') },
  'GET /api/fr/stats': { access: 'member', call: get('/api/fr/stats') },
  'GET /api/admin/users': { access: 'admin', call: get('/api/admin/users') },
  'GET /api/admin/stats': { access: 'admin', call: get('/api/admin/stats') },
  'GET /api/admin/questions': {
    access: 'admin',
    call: get('/api/admin/questions'),
  },
  'GET /api/admin/fr/questions': {
    access: 'admin',
    call: get('/api/admin/fr/questions'),
  },
  'DELETE /api/admin/questions/:id': {
    access: 'admin',
    call: async (fx) => ({
      path: `/api/admin/questions/${await fx.question()}`,
    }),
  },
  'DELETE /api/admin/fr/questions/:id': {
    access: 'admin',
    call: async (fx) => ({
      path: `/api/admin/fr/questions/${await fx.question('fr')}`,
    }),
  },
  'GET /api/admin/reports': {
    access: 'admin',
    call: get('/api/admin/reports'),
  },
  'POST /api/admin/reports/:id/dismiss': {
    access: 'admin',
    call: async (fx) => ({
      path: `/api/admin/reports/${await fx.report()}/dismiss`,
      body: {},
    }),
  },
  'POST /api/admin/reports/:id/delete-item': {
    access: 'admin',
    call: async (fx) => ({
      path: `/api/admin/reports/${await fx.report()}/delete-item`,
      body: {},
    }),
  },
  'GET /api/admin/audit': { access: 'admin', call: get('/api/admin/audit') },
  'GET /api/admin/sitemap': {
    access: 'admin',
    call: get('/api/admin/sitemap'),
  },
  'GET /api/admin/contact-messages': {
    access: 'admin',
    call: get('/api/admin/contact-messages'),
  },
  'DELETE /api/admin/users/:id': {
    access: 'admin',
    call: async (fx) => ({ path: `/api/admin/users/${await fx.user()}` }),
  },
  'PATCH /api/admin/users/:id/admin': {
    access: 'admin',
    call: async (fx) => ({
      path: `/api/admin/users/${await fx.user()}/admin`,
      body: { isAdmin: true },
    }),
  },
  'PATCH /api/admin/users/:id/plan': {
    access: 'admin',
    call: async (fx) => ({
      path: `/api/admin/users/${await fx.user()}/plan`,
      body: { plan: 'basic' },
    }),
  },
  'DELETE /api/admin/answers/:id': {
    access: 'admin',
    call: async (fx) => ({ path: `/api/admin/answers/${await fx.answer()}` }),
  },
  'POST /api/admin/seed': {
    access: 'admin',
    call: () => ({ path: '/api/admin/seed', body: {} }),
  },
  'POST /api/admin/seed-darija': {
    access: 'admin',
    call: () => ({ path: '/api/admin/seed-darija', body: {} }),
  },
  'POST /api/admin/seed-darija-french': {
    access: 'admin',
    call: () => ({ path: '/api/admin/seed-darija-french', body: {} }),
  },
  'GET /sitemap.xml': { access: 'public', call: get('/sitemap.xml') },
  'GET /robots.txt': { access: 'public', call: get('/robots.txt') },
  'POST /contact': {
    access: 'public',
    call: () => ({
      path: '/contact',
      body: {
        name: 'Karim',
        email: 'karim@example.com',
        subject: 'A question about plans',
        message: 'Hello, how do I move to the basic plan, please?',
      },
    }),
  },
  'GET /api/questions': { access: 'public', call: get('/api/questions') },
  'GET /api/fr/questions': { access: 'public', call: get('/api/fr/questions') },
  'GET /api/questions/:id': {
    access: 'public',
    call: (fx) => ({ path: `/api/questions/${fx.questionId}` }),
  },
  'GET /api/fr/questions/:id': {
    access: 'public',
    call: (fx) => ({ path: `/api/fr/questions/${fx.frQuestionId}` }),
  },
  'GET /api/questions/:id/answers': {
    access: 'public',
    call: (fx) => ({ path: `/api/questions/${fx.questionId}/answers` }),
  },
  'GET /api/fr/questions/:id/answers': {
    access: 'public',
    call: (fx) => ({ path: `/api/fr/questions/${fx.frQuestionId}/answers` }),
  },
  'POST /api/questions': {
    access: 'member',
    call: () => ({
      path: '/api/questions',
      body: {
        title: 'How do you say good night?',
        language: 'en',
        targetLanguage: 'dz',
      },
    }),
  },
  'POST /api/fr/questions': {
    access: 'member',
    call: () => ({
      path: '/api/fr/questions',
      body: {
        title: 'Comment dit-on bonne nuit ?',
        language: 'fr',
        targetLanguage: 'dz',
      },
    }),
  },
  'POST /api/questions/:id/like': {
    access: 'member',
    call: (fx) => ({ path: `/api/questions/${fx.questionId}/like`, body: {} }),
  },
  'POST /api/fr/questions/:id/like': {
    access: 'member',
    call: (fx) => ({
      path: `/api/fr/questions/${fx.frQuestionId}/like`,
      body: {},
    }),
  },
  'GET /api/language-counts': {
    access: 'public',
    call: get('/api/language-counts'),
  },
  'GET /api/fr/language-counts': {
    access: 'public',
    call: get('/api/fr/language-counts'),
  },
  'POST /api/answers': {
    access: 'member',
    call: (fx) => ({
      path: '/api/answers',
      body: {
        questionId: fx.questionId,
        content: 'Tsbah ala khir, or lila saida.',
      },
    }),
  },
  'POST /api/fr/answers': {
    access: 'member',
    call: (fx) => ({
      path: '/api/fr/answers',
      body: {
        questionId: fx.frQuestionId,
        content: 'On dit « tsbah ala khir ».',
      },
    }),
  },
  'POST /api/votes': {
    access: 'member',
    call: (fx) => ({
      path: '/api/votes',
      body: { answerId: fx.answerId, type: 'useful' },
    }),
  },
  'POST /api/reports': {
    access: 'member',
    call: async (fx) => ({
      path: '/api/reports',
      body: { questionId: await fx.question(), reason: 'spam' },
    }),
  },
  'POST /api/translate': {
    access: 'member',
    call: () => ({
      path: '/api/translate',
      body: { text: 'Thank you', fromLanguage: 'en', toLanguage: 'fr' },
    }),
  },
  'POST /api/translator/translate': {
    access: 'public',
    call: () => ({ path: '/api/translator/translate', body: translation }),
  },
  'POST /api/translator/advanced': {
    access: 'paid',
    call: () => ({ path: '/api/translator/advanced', body: translation }),
  },
  'GET /api/translator/plans': {
    access: 'public',
    call: get('/api/translator/plans'),
  },
  'GET /api/assistant': {
    access: 'public',
    call: get('/api/assistant'),
  },
  'GET /api/translator/stats': {
    access: 'member',
    call: get('/api/translator/stats'),
  },
  'GET /api/translator/history': {
    access: 'member',
    call: get('/api/translator/history'),
  },
  'POST /api/translator/tts': {
    access: 'public',
    call: () => ({
      path: '/api/translator/tts',
      body: { text: 'salam', language: 'darija' },
    }),
  },
  'GET /api/translator/audio/:file': {
    access: 'public',
    call: (fx) => ({ path: fx.audioPath }),
  },
  'POST /api/translator/favorite': {
    access: 'member',
    call: () => ({
      path: '/api/translator/favorite',
      body: {
        source_text: 'hello',
        target_text: 'salam',
        source_language: 'en',
        target_language: 'darija',
        engine: 'standard',
      },
    }),
  },
  'GET /api/translator/favorites': {
    access: 'member',
    call: get('/api/translator/favorites'),
  },
  'DELETE /api/translator/favorites/:id': {
    access: 'member',
    // Each member deletes a favorite of their own; a guest names one too.
    call: async (fx, caller) => {
      const ownerOrAny = (await caller.client.get('/api/user')).body
        ? caller.client
        : await member(caller.client.baseUrl);
      return {
        path: `/api/translator/favorites/${await fx.favorite(ownerOrAny)}`,
      };
    },
  },
};

type Outcome = 'allowed' | 401 | 403;

/** The outcome an actor should get on a route of the given access rule. */
function expected(access: Access, actor: Actor): Outcome {
  switch (access) {
    case 'public':
      return 'allowed';
    case 'member':
      return actor === 'guest' ? 401 : 'allowed';
    case 'paid':
      // Advanced mode depends on the plan only; the admin is on the free plan.
      return actor === 'premium' ? 'allowed' : 403;
    case 'admin':
      if (actor === 'guest') return 401;
      return actor === 'admin' ? 'allowed' : 403;
  }
}

/**
 * Allowed: the request went through (2xx/3xx); every request of the table is
 * valid for its route, so no business refusal is expected either.
 * Refused: exactly the status expected.
 */
function matches(outcome: Outcome, status: number): boolean {
  return outcome === 'allowed' ? status < 400 : status === outcome;
}

async function member(baseUrl: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  await client.register();
  return client;
}

describe('authorization', () => {
  let t: TestApp;
  let fake: FakeAiServer;
  let author: ApiClient;
  let fx: Fixtures;
  const sessions = {} as Record<Actor, Session>;

  /** A new session for an actor: a guest, or a member with that actor's rights. */
  const newSession = async (actor: Actor): Promise<Session> => {
    const client = new ApiClient(t.url);
    if (actor === 'guest') return { client, password: '' };
    const { account: a, user } = await client.register();
    if (actor === 'premium')
      await sql(
        t.db.url,
        `UPDATE users SET account_type = 'pro' WHERE id = $1`,
        [user.id],
      );
    if (actor === 'admin')
      await sql(t.db.url, 'UPDATE users SET is_admin = true WHERE id = $1', [
        user.id,
      ]);
    return { client, password: a.password };
  };

  const ok = fixtureBody;

  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    t = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      GEMINI_API_KEY: 'test',
      GEMINI_BASE_URL: fake.geminiBaseUrl,
      RATE_LIMIT_CONTACT_PER_IP: '1000',
      RATE_LIMIT_TTS_PER_IP: '1000',
    });
    author = await member(t.url);
    const admin = new ApiClient(t.url);
    ok(await admin.post('/api/login', ADMIN));
    sessions.guest = await newSession('guest');
    sessions.member = await newSession('member');
    const premium = new ApiClient(t.url);
    const { account: p, user: pu } = await premium.register();
    ok(
      await admin.request('PATCH', `/api/admin/users/${pu.id}/plan`, {
        plan: 'pro',
      }),
    );
    sessions.premium = { client: premium, password: p.password };
    sessions.admin = { client: admin, password: ADMIN.password };

    // Each fixture is a question of its own (the same one posted again would
    // be answered with the first).
    let asked = 0;
    const question = async (locale: 'en' | 'fr' = 'en') =>
      ok(
        await author.post(
          locale === 'fr' ? '/api/fr/questions' : '/api/questions',
          {
            title: `What does wakha mean? (${++asked})`,
            language: 'en',
            targetLanguage: 'dz',
          },
        ),
      ).id as number;
    const answer = async (questionId?: number) =>
      ok(
        await author.post('/api/answers', {
          questionId: questionId ?? (await question()),
          content: 'Wakha means okay, alright.',
        }),
      ).id as number;
    const reporter = await member(t.url);
    const questionId = await question();
    const audio = ok(
      await author.post('/api/translator/tts', {
        text: 'salam',
        language: 'darija',
      }),
    );
    fx = {
      question,
      answer: () => answer(),
      report: async () =>
        ok(
          await reporter.post('/api/reports', {
            questionId: await question(),
            reason: 'spam',
          }),
        ).id as number,
      user: async () => (await new ApiClient(t.url).register()).user.id,
      favorite: async (owner) =>
        ok(
          await owner.post(
            '/api/translator/favorite',
            favorite(`hello ${Math.random()}`),
          ),
        ).id as number,
      audioPath: new URL(audio.audio_url, t.url).pathname,
      questionId,
      frQuestionId: await question('fr'),
      answerId: await answer(questionId),
    };
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('gives each actor the expected outcome on every route', async () => {
    const failures: string[] = [];
    const routes = listRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    for (const key of routes.filter((k) => !(k in RULES)))
      failures.push(`${key}: no access rule in this table`);
    for (const key of Object.keys(RULES).filter((k) => !routes.includes(k)))
      failures.push(`${key}: in the table but not served`);
    for (const key of routes.filter((k) => k in RULES)) {
      const rule = RULES[key];
      const method = key.split(' ')[0];
      for (const actor of ACTORS) {
        const caller = rule.ownSession
          ? await newSession(actor)
          : sessions[actor];
        const call = await rule.call(fx, caller);
        const res = await caller.client.request(method, call.path, call.body);
        const want = expected(rule.access, actor);
        if (!matches(want, res.status))
          failures.push(
            `${key} as ${actor}: expected ${want}, got ${res.status} ${res.text.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(routes.length * ACTORS.length).toBeGreaterThanOrEqual(4 * 60);
  });

  describe('members change only their own things', () => {
    let alice: Session & { id: number };
    let bob: Session & { id: number };
    const signUp = async (password = 'correct horse battery') => {
      const client = new ApiClient(t.url);
      const { account: a, user } = await client.register({ password });
      return { client, password: a.password, id: user.id as number };
    };
    const canSignIn = async (email: string, password: string) =>
      (await new ApiClient(t.url).post('/api/login', { email, password }))
        .status === 200;

    beforeAll(async () => {
      alice = await signUp('alice keeps her own passphrase');
      bob = await signUp();
    });

    it('keeps favorites private: another member can neither list nor delete them', async () => {
      const mine = ok(
        await alice.client.post(
          '/api/translator/favorite',
          favorite('good morning'),
        ),
      );
      ok(
        await bob.client.post(
          '/api/translator/favorite',
          favorite('good night'),
        ),
      );
      const res = await bob.client.request(
        'DELETE',
        `/api/translator/favorites/${mine.id}`,
      );
      expect(res.status).toBe(404);
      const [{ n }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM favorites WHERE id = $1 AND user_id = $2',
        [mine.id, alice.id],
      );
      expect(n).toBe(1);
      const texts = async (c: ApiClient) =>
        ok(await c.get('/api/translator/favorites')).map(
          (f: { source_text: string }) => f.source_text,
        );
      expect(await texts(alice.client)).toEqual(['good morning']);
      expect(await texts(bob.client)).toEqual(['good night']);
    });

    it('keeps translation history private: each member lists only their own', async () => {
      for (const [who, text] of [
        [alice, 'thank you'],
        [bob, 'good evening'],
      ] as const)
        ok(
          await who.client.post('/api/translator/translate', {
            ...translation,
            text,
          }),
        );
      const texts = async (c: ApiClient) =>
        JSON.stringify(ok(await c.get('/api/translator/history')));
      expect(await texts(alice.client)).toContain('thank you');
      expect(await texts(alice.client)).not.toContain('good evening');
      expect(await texts(bob.client)).toContain('good evening');
      expect(await texts(bob.client)).not.toContain('thank you');
    });

    it("cannot change another member's password or end their session", async () => {
      const [{ email }] = await sql(
        t.db.url,
        'SELECT email FROM users WHERE id = $1',
        [alice.id],
      );
      const withUserId = await bob.client.post('/api/user/password', {
        userId: alice.id,
        currentPassword: bob.password,
        newPassword: 'a takeover passphrase',
      });
      expect(withUserId.status).toBe(400);
      const withHerPassword = await bob.client.post('/api/user/password', {
        currentPassword: alice.password,
        newPassword: 'a takeover passphrase',
      });
      expect(withHerPassword.status).toBeGreaterThanOrEqual(400);
      expect(withHerPassword.status).toBeLessThan(500);
      const own = await bob.client.post('/api/user/password', {
        currentPassword: bob.password,
        newPassword: 'bob has a new passphrase',
      });
      expect(own.status).toBe(204);
      expect((await bob.client.post('/api/logout', {})).status).toBeLessThan(
        400,
      );
      expect(await canSignIn(email, alice.password)).toBe(true);
      expect(await canSignIn(email, 'a takeover passphrase')).toBe(false);
      expect((await alice.client.get('/api/user')).body).toMatchObject({
        id: alice.id,
      });
      // Bob signs in again for the tests that follow.
      const [{ email: bobEmail }] = await sql(
        t.db.url,
        'SELECT email FROM users WHERE id = $1',
        [bob.id],
      );
      ok(
        await bob.client.post('/api/login', {
          email: bobEmail,
          password: 'bob has a new passphrase',
        }),
      );
    });

    it('counts a vote for the session user only, whatever userId the body names', async () => {
      const carol = await signUp();
      const answerId = await fx.answer();
      const res = await bob.client.post('/api/votes', {
        answerId,
        type: 'useful',
        userId: carol.id,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ useful: 1, myVotes: ['useful'] });
      const rows = await sql(
        t.db.url,
        'SELECT user_id, kind FROM answer_votes WHERE answer_id = $1',
        [answerId],
      );
      expect(rows).toEqual([{ user_id: bob.id, kind: 'useful' }]);
    });

    it('refuses a vote on one’s own answer and records nothing', async () => {
      const questionId = ok(
        await bob.client.post('/api/questions', {
          title: 'How do I say see you tomorrow?',
          language: 'en',
          targetLanguage: 'dz',
        }),
      ).id;
      const answerId = ok(
        await alice.client.post('/api/answers', {
          questionId,
          content: 'Nchoufek ghedda, in sha Allah.',
        }),
      ).id;
      for (const type of ['useful', 'not_useful', 'like']) {
        const res = await alice.client.post('/api/votes', { answerId, type });
        expect({
          type,
          status: res.status,
          message: res.body?.message,
        }).toEqual({
          type,
          status: 403,
          message: 'You cannot vote on your own answer',
        });
      }
      const [answer] = await sql(
        t.db.url,
        `SELECT useful, not_useful, likes,
                (SELECT count(*) FROM answer_votes WHERE answer_id = $1)::int AS votes
         FROM answers WHERE id = $1`,
        [answerId],
      );
      expect(answer).toEqual({ useful: 0, not_useful: 0, likes: 0, votes: 0 });
      const [author] = await sql(
        t.db.url,
        'SELECT total_likes, quality_points FROM users WHERE id = $1',
        [alice.id],
      );
      expect(author).toEqual({ total_likes: 0, quality_points: 0 });
      // Others still vote on it; the asker liking their own question is allowed.
      expect(
        (await bob.client.post('/api/votes', { answerId, type: 'useful' }))
          .status,
      ).toBe(200);
      expect(
        (await bob.client.post(`/api/questions/${questionId}/like`, {})).body,
      ).toEqual({ likes: 1, liked: true });
    });
  });
});

function favorite(sourceText: string) {
  return {
    source_text: sourceText,
    target_text: 'salam',
    source_language: 'en',
    target_language: 'darija',
    engine: 'standard',
  };
}
