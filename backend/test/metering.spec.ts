import { FakeAiServer } from '../src/ai/testing/fake-ai-server';
import { ApiClient } from './support/api-client';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';
import {
  redisAnswers,
  removeRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './support/redis';

/** Small limits, so each test reaches its limit in a few requests. */
const LIMITS = {
  RATE_LIMIT_ASK_PER_HOUR: '3',
  RATE_LIMIT_ANSWER_PER_HOUR: '2',
  RATE_LIMIT_VOTE_PER_MINUTE: '3',
  RATE_LIMIT_REPORT_PER_HOUR: '2',
  RATE_LIMIT_SEARCH_PER_MINUTE: '3',
  RATE_LIMIT_TRANSLATE_PER_MINUTE: '2',
  AI_ANSWERS_PER_DAY: '2',
};

type Response = Awaited<ReturnType<ApiClient['request']>>;

/**
 * A refusal a member would see: 429, when to come back (in seconds under a
 * minute and a half, else in minutes; as whole minutes in `params`), and
 * which limit.
 */
function expectRefused(res: Response, message: RegExp): void {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.body.code).toBe('too_many_requests');
  expect(res.body.message).toMatch(message);
  const minutes = Math.ceil(retryAfter / 60);
  expect(res.body.message).toContain(
    `try again in ${retryAfter < 90 ? `${retryAfter} s` : `${minutes} minutes`}.`,
  );
  expect(res.body.params).toEqual({ minutes });
  expect(Number.isInteger(res.body.params.minutes)).toBe(true);
  expect(res.body.params.minutes).toBeGreaterThanOrEqual(1);
}

const question = (title: string) => ({
  title,
  language: 'en',
  targetLanguage: 'dz',
});

describe('metering of costly actions', () => {
  let fake: FakeAiServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    t = await startTestApp({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      ...LIMITS,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  async function member(): Promise<{ client: ApiClient; id: number }> {
    const client = new ApiClient(t.url);
    const { user } = await client.register();
    return { client, id: user.id };
  }

  async function ask(client: ApiClient, title: string): Promise<number> {
    const res = await client.post('/api/questions', question(title));
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  const count = async (query: string, params: unknown[]) =>
    (await sql<{ n: number }>(t.db.url, query, params))[0].n;

  /** The member's next question is refused, and they have 3 stored: the hour's limit. */
  async function expectAtQuestionLimit(
    client: ApiClient,
    userId: number,
    title: string,
  ): Promise<void> {
    expectRefused(
      await client.post('/api/questions', question(title)),
      /limit is 3 per hour/,
    );
    expect(
      await count(
        'SELECT count(*)::int AS n FROM questions WHERE user_id = $1',
        [userId],
      ),
    ).toBe(3);
  }

  it('refuses a 4th question in the hour (3 per hour) and stores nothing', async () => {
    const { client, id } = await member();
    for (const i of [1, 2, 3]) await ask(client, `Question number ${i}`);
    const refused = await client.post(
      '/api/fr/questions',
      question('One question too many'),
    );
    expectRefused(
      refused,
      /^Too many questions asked: the limit is 3 per hour/,
    );
    expect(
      await count(
        'SELECT count(*)::int AS n FROM questions WHERE user_id = $1',
        [id],
      ),
    ).toBe(3);
    // Another member is counted on their own.
    const other = await member();
    await ask(other.client, 'Not limited by the first member');
  });

  it('counts only the questions that are posted: refused ones leave the allowance whole', async () => {
    const { client, id } = await member();
    const refusedBodies = [
      {},
      question(''),
      question('abc'),
      { ...question('A title in an unknown language'), language: 'xx' },
    ];
    for (const body of refusedBodies)
      expect((await client.post('/api/questions', body)).status).toBe(400);
    for (const i of [1, 2, 3]) await ask(client, `Posted question ${i}`);
    await expectAtQuestionLimit(client, id, 'Over the limit now');
  });

  it('does not count a repeated question or answer (a double submit answered with the stored one)', async () => {
    const { client, id } = await member();
    const first = await ask(client, 'Asked twice by mistake');
    for (let i = 0; i < 3; i++) {
      const again = await client.post(
        '/api/questions',
        question('Asked twice by mistake'),
      );
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first);
    }
    await ask(client, 'Second question of the hour');
    await ask(client, 'Third question of the hour');
    await expectAtQuestionLimit(client, id, 'Now over the limit');

    const answerer = await member();
    const body = { questionId: first, content: 'Sent twice by mistake' };
    expect((await answerer.client.post('/api/answers', body)).status).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await answerer.client.post('/api/answers', body)).status).toBe(
        200,
      );
    expect(
      (
        await answerer.client.post('/api/answers', {
          questionId: first,
          content: 'A second, different answer',
        })
      ).status,
    ).toBe(201);
    expectRefused(
      await answerer.client.post('/api/answers', {
        questionId: first,
        content: 'A third answer in the hour',
      }),
      /limit is 2 per hour/,
    );
  });

  it('answers a retry with the stored post even at the limit, and still refuses anything new', async () => {
    const { client, id } = await member();
    await ask(client, 'First of the hour');
    await ask(client, 'Second of the hour');
    const last = await ask(client, 'Third, whose answer was lost');
    // At the limit: the retry of the last question gets it back, not a 429.
    for (let i = 0; i < 2; i++) {
      const retry = await client.post(
        '/api/questions',
        question('Third, whose answer was lost'),
      );
      expect(retry.status).toBe(200);
      expect(retry.body.id).toBe(last);
      expect(retry.headers.get('retry-after')).toBeNull();
    }
    await expectAtQuestionLimit(client, id, 'A new one is still refused');
    // Over the limit, bad input is refused as such; nothing is stored.
    expect((await client.post('/api/questions', question('ab'))).status).toBe(
      400,
    );

    const answerer = await member();
    const first = { questionId: last, content: 'The first answer of the hour' };
    const second = { questionId: last, content: 'The second answer, lost' };
    expect((await answerer.client.post('/api/answers', first)).status).toBe(
      201,
    );
    const posted = await answerer.client.post('/api/answers', second);
    expect(posted.status).toBe(201);
    const retry = await answerer.client.post('/api/answers', second);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(posted.body.id);
    expect(retry.headers.get('retry-after')).toBeNull();
    expectRefused(
      await answerer.client.post('/api/answers', {
        questionId: last,
        content: 'A third answer in the hour',
      }),
      /limit is 2 per hour/,
    );
    expect(
      await count('SELECT count(*)::int AS n FROM answers WHERE user_id = $1', [
        answerer.id,
      ]),
    ).toBe(2);
  });

  it('does not count answers refused for a missing question or bad input', async () => {
    const asker = await member();
    const questionId = await ask(asker.client, 'A question for the allowance');
    const { client } = await member();
    expect(
      (
        await client.post('/api/answers', {
          questionId: 999_999,
          content: 'To nowhere',
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.post('/api/answers', { questionId, content: '' })).status,
    ).toBe(400);
    for (const i of [1, 2])
      expect(
        (
          await client.post('/api/answers', {
            questionId,
            content: `Counted answer ${i}`,
          })
        ).status,
      ).toBe(201);
    expectRefused(
      await client.post('/api/answers', {
        questionId,
        content: 'A third answer',
      }),
      /limit is 2 per hour/,
    );
  });

  it('queues AI answers for 2 questions a day per member; the 3rd is posted without one', async () => {
    const { client } = await member();
    const ids = [];
    const answering = [];
    for (const i of [1, 2, 3]) {
      const res = await client.post(
        '/api/questions',
        question(`Daily AI ${i}`),
      );
      expect(res.status).toBe(201);
      ids.push(res.body.id as number);
      answering.push(res.body.assistantAnswering);
      if (i === 2) {
        // A repeat of the first: answered with it, the assistant not asked again.
        const repeat = await client.post(
          '/api/questions',
          question('Daily AI 1'),
        );
        expect(repeat.status).toBe(200);
        expect(repeat.body).toMatchObject({
          id: ids[0],
          assistantAnswering: false,
        });
      }
    }
    // The asker is told which of them the assistant is answering.
    expect(answering).toEqual([true, true, false]);
    const jobs = await sql<{ id: number }>(
      t.db.url,
      `SELECT (data->>'questionId')::int AS id FROM pgboss.job
       WHERE name = 'ai-answer' AND (data->>'questionId')::int = ANY($1)
       ORDER BY 1`,
      [ids],
    );
    expect(jobs.map((j) => j.id)).toEqual(ids.slice(0, 2));
    const third = await client.get(`/api/questions/${ids[2]}`);
    expect(third.status).toBe(200);
    expect(third.body.title).toBe('Daily AI 3');
    // The cap is per member: someone else's question still gets its answer.
    const other = await member();
    const theirs = await ask(other.client, 'Another member, fresh allowance');
    expect(
      await count(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'ai-answer' AND (data->>'questionId')::int = $1",
        [theirs],
      ),
    ).toBe(1);
  });

  it('refuses a 3rd answer in the hour (2 per hour) and stores nothing', async () => {
    const asker = await member();
    const questionId = await ask(asker.client, 'A question to answer');
    const { client, id } = await member();
    for (const i of [1, 2]) {
      const res = await client.post('/api/answers', {
        questionId,
        content: `A helpful answer, number ${i}`,
      });
      expect(res.status).toBe(201);
    }
    const refused = await client.post('/api/answers', {
      questionId,
      content: 'One answer too many in this hour',
    });
    expectRefused(refused, /^Too many answers posted: the limit is 2 per hour/);
    expect(
      await count('SELECT count(*)::int AS n FROM answers WHERE user_id = $1', [
        id,
      ]),
    ).toBe(2);
  });

  it('counts votes on answers and likes of questions together (3 per minute) and stores nothing past it', async () => {
    const author = await member();
    const questionId = await ask(author.client, 'A question to vote on');
    const answer = await author.client.post('/api/answers', {
      questionId,
      content: 'An answer to vote on',
    });
    const { client, id } = await member();
    for (const type of ['like', 'useful']) {
      const res = await client.post('/api/votes', {
        answerId: answer.body.id,
        type,
      });
      expect(res.status).toBe(200);
    }
    expect(
      (await client.post(`/api/questions/${questionId}/like`)).status,
    ).toBe(200);
    const refusedVote = await client.post('/api/votes', {
      answerId: answer.body.id,
      type: 'like',
    });
    expectRefused(
      refusedVote,
      /^Too many votes and likes: the limit is 3 per minute/,
    );
    const refusedLike = await client.post(`/api/questions/${questionId}/like`);
    expectRefused(refusedLike, /^Too many votes and likes/);
    // The refused toggles would have removed the like and the question's like.
    expect(
      await count(
        'SELECT count(*)::int AS n FROM answer_votes WHERE user_id = $1',
        [id],
      ),
    ).toBe(2);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM question_likes WHERE user_id = $1',
        [id],
      ),
    ).toBe(1);
  });

  it('refuses a 3rd report in the hour (2 per hour) and stores nothing', async () => {
    const author = await member();
    const ids = [];
    for (const i of [1, 2, 3])
      ids.push(await ask(author.client, `Reported question ${i}`));
    const { client, id } = await member();
    for (const questionId of ids.slice(0, 2)) {
      const res = await client.post('/api/reports', {
        questionId,
        reason: 'spam',
      });
      expect(res.status).toBe(201);
    }
    const refused = await client.post('/api/reports', {
      questionId: ids[2],
      reason: 'spam',
    });
    expectRefused(refused, /^Too many reports: the limit is 2 per hour/);
    expect(
      await count('SELECT count(*)::int AS n FROM reports WHERE user_id = $1', [
        id,
      ]),
    ).toBe(2);
  });

  it('answers the same report sent several times at once with one 201 and 409s, never a 429, over the limit too', async () => {
    const author = await member();
    const ids: number[] = [];
    for (const i of [1, 2, 3])
      ids.push(await ask(author.client, `Reported at once ${i}`));
    const { client, id } = await member();
    const report = (questionId: number) =>
      client.post('/api/reports', { questionId, reason: 'spam' });
    expect((await report(ids[0])).status).toBe(201);
    // Five at once, with one of the two reports of the hour left: each
    // counted on arrival, but four repeat the first stored.
    const statuses = (
      await Promise.all([1, 2, 3, 4, 5].map(() => report(ids[1])))
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
    // The limit is reached: a repeat still says already reported, a new
    // report is refused.
    const repeat = await report(ids[1]);
    expect(repeat.status).toBe(409);
    expect(repeat.body.code).toBe('already_reported');
    expectRefused(
      await report(ids[2]),
      /^Too many reports: the limit is 2 per hour/,
    );
    expect(
      await count('SELECT count(*)::int AS n FROM reports WHERE user_id = $1', [
        id,
      ]),
    ).toBe(2);
  });

  it('refuses a 3rd post translation in the minute (2 per minute) and counts nothing against the day', async () => {
    const { client } = await member();
    const translate = (text: string) =>
      client.post('/api/translate', {
        text,
        fromLanguage: 'en',
        toLanguage: 'fr',
      });
    for (const text of ['Good morning', 'Good evening'])
      expect((await translate(text)).status).toBe(200);
    const used = (await client.get('/api/translator/stats')).body
      .translations_today;
    const cached = await count(
      'SELECT count(*)::int AS n FROM post_translations',
      [],
    );
    expectRefused(
      await translate('Good night'),
      /^Too many translations: the limit is 2 per minute/,
    );
    expect(
      (await client.get('/api/translator/stats')).body.translations_today,
    ).toBe(used);
    expect(
      await count('SELECT count(*)::int AS n FROM post_translations', []),
    ).toBe(cached);
  });

  it('limits searches per address (3 per minute), not plain listing, in both locales', async () => {
    const guest = new ApiClient(t.url);
    for (const path of ['/api/questions', '/api/questions?search=%20%20'])
      for (let i = 0; i < 4; i++)
        expect((await guest.get(path)).status).toBe(200);
    for (const path of [
      '/api/questions?search=morning',
      '/api/fr/questions?search=matin',
      '/api/questions?search=evening',
    ])
      expect((await guest.get(path)).status).toBe(200);
    expectRefused(
      await guest.get('/api/fr/questions?search=soir'),
      /^Too many searches from this address: the limit is 3 per minute/,
    );
    expect((await guest.get('/api/questions')).status).toBe(200);
  });
});

describe('a search answered from memory', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'true',
      RATE_LIMIT_SEARCH_PER_MINUTE: '3',
    });
  });
  afterAll(() => t?.close());

  it('counts against the address like a search the app answers', async () => {
    // Guests behind the trusted proxy, each with their own address.
    const from = (ip: string) =>
      new ApiClient(t.url, t.url, {
        headers: { 'x-forwarded-for': ip },
      }).get('/api/questions?search=salam');
    const first = await from('203.0.113.7');
    expect(first.status).toBe(200);
    // The next two are the first one's stored answer, counted all the same.
    for (let i = 0; i < 2; i++) {
      const again = await from('203.0.113.7');
      expect(again.status).toBe(200);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    expectRefused(
      await from('203.0.113.7'),
      /^Too many searches from this address: the limit is 3 per minute/,
    );
    // Another address has its own allowance.
    expect((await from('203.0.113.8')).status).toBe(200);
  });
});

describe('search time-out', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SEARCH_TIMEOUT_MS: '1' });
    await sql(
      t.db.url,
      `INSERT INTO users (email, username, password_hash) VALUES ('many@example.com', 'many', 'x')`,
    );
    await sql(
      t.db.url,
      `INSERT INTO questions (locale, title, content, language, target_language, user_id)
       SELECT 'en', 'Question ' || i || ' about grammar', 'Words about grammar number ' || i,
              'en', 'dz', (SELECT id FROM users WHERE username = 'many')
       FROM generate_series(1, 20000) AS i`,
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 503 with a clear message when a search runs past SEARCH_TIMEOUT_MS', async () => {
    const res = await new ApiClient(t.url).get('/api/questions?search=grammar');
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/search took too long/);
    // Listing without a search is not cut short.
    expect((await new ApiClient(t.url).get('/api/questions')).status).toBe(200);
  });
});

describe('limits shared by two instances through Redis', () => {
  let redisAvailable = false;

  beforeAll(async () => {
    redisAvailable = await redisAnswers('the shared-limit test');
  });

  it('counts a member’s questions on both instances against one limit', async () => {
    if (!redisAvailable) return;
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: testRedisPrefix(),
      RATE_LIMIT_ASK_PER_HOUR: '3',
    };
    const a = await startTestApp(env);
    const b = await startTestApp(env, a.db);
    try {
      const onA = new ApiClient(a.url);
      const { user } = await onA.register();
      const onB = new ApiClient(b.url);
      onB.useSessionCookie(onA.sessionCookie!);
      const post = (client: ApiClient, title: string) =>
        client.post('/api/questions', question(title));
      // Refused on either instance: taken back from the shared count.
      expect((await post(onA, '')).status).toBe(400);
      expect((await post(onB, 'abc')).status).toBe(400);
      expect((await post(onA, 'First, on instance A')).status).toBe(201);
      expect((await post(onB, 'Second, on instance B')).status).toBe(201);
      expect((await post(onA, 'Third, on instance A')).status).toBe(201);
      expectRefused(
        await post(onB, 'Fourth, on instance B'),
        /limit is 3 per hour/,
      );
      expectRefused(
        await post(onA, 'Fifth, on instance A'),
        /limit is 3 per hour/,
      );
      const [{ n }] = await sql<{ n: number }>(
        a.db.url,
        'SELECT count(*)::int AS n FROM questions WHERE user_id = $1',
        [user.id],
      );
      expect(n).toBe(3);
    } finally {
      await b.app.close();
      await a.close();
      await removeRedisKeys(env.REDIS_PREFIX);
    }
  });
});
