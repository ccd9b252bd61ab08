import { Logger } from '@nestjs/common';
import { Socket } from 'socket.io-client';
import { FakeAiServer } from '../src/ai/testing/fake-ai-server';
import { ApiClient } from './support/api-client';
import {
  collect,
  connected,
  connectSocket,
  join,
  nextEvent,
} from './support/socket-client';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';
import { waitFor } from './support/wait';
import {
  redisAnswers,
  removeRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './support/redis';

describe('live updates over Socket.IO', () => {
  let t: TestApp;
  let fake: FakeAiServer;
  let member: ApiClient;
  let admin: ApiClient;
  const sockets: Socket[] = [];
  const open = async (options: Parameters<typeof connectSocket>[1] = {}) => {
    const socket = connectSocket(t.url, options);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };
  const ask = async (title: string, locale: 'en' | 'fr' = 'en') =>
    (
      await member.post(
        locale === 'fr' ? '/api/fr/questions' : '/api/questions',
        { title, language: 'en', targetLanguage: 'dz' },
      )
    ).body;

  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    t = await startTestApp({
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      AI_JOB_MAINTENANCE_SECONDS: '1',
      ADMIN_EMAIL: 'live.admin@example.com',
      ADMIN_PASSWORD: 'live-admin-password',
    });
    member = new ApiClient(t.url);
    await member.register();
    admin = new ApiClient(t.url);
    await admin.post('/api/login', {
      email: 'live.admin@example.com',
      password: 'live-admin-password',
    });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('pushes new answers (the AI one included), votes and likes to viewers of the question, after commit', async () => {
    fake.script({
      delayMs: 300,
      text: JSON.stringify({
        answer: 'The AI says: wakha means okay.',
        unsure: false,
      }),
    });
    const question = await ask('Live: what does wakha mean?');
    const viewer = await open();
    expect(
      await join(viewer, { room: 'question', locale: 'en', id: question.id }),
    ).toEqual({
      ok: true,
      room: `question:en:${question.id}`,
      // The counts once in the room: a page compares them with its own.
      state: { answerCount: 0, likes: 0 },
    });
    const aiArrives = nextEvent(viewer, 'answer:created', (a) => a.isAI);
    const humanArrives = nextEvent(viewer, 'answer:created', (a) => !a.isAI);
    const posted = await member.post('/api/answers', {
      questionId: question.id,
      content: 'Wakha = okay, alright.',
    });
    const human = await humanArrives;
    expect(human).toEqual(posted.body);
    // Emitted after the commit: the REST API already has it.
    const listed = await (
      await fetch(`${t.url}/api/questions/${question.id}/answers`)
    ).json();
    expect(listed.map((a: { id: number }) => a.id)).toContain(human.id);

    const ai = await aiArrives;
    expect(ai).toMatchObject({
      isAI: true,
      content: 'The AI says: wakha means okay.',
      user: { username: 'AI Assistant' },
    });

    const votes = nextEvent(viewer, 'answer:votes');
    const voter = new ApiClient(t.url);
    await voter.register();
    // The voter's other page (a tab in no room) is told their own votes;
    // other viewers are not.
    const voterTab = await open({ cookie: voter.sessionCookie });
    const ownVotes = nextEvent(voterTab, 'answer:my-votes');
    const viewerHeard = collect(viewer, 'answer:my-votes');
    await voter.post('/api/votes', { answerId: human.id, type: 'useful' });
    expect(await votes).toEqual({
      answerId: human.id,
      useful: 1,
      notUseful: 0,
      likes: 0,
    });
    expect(await ownVotes).toEqual({
      answerId: human.id,
      myVotes: ['useful'],
    });
    const likes = nextEvent(viewer, 'question:likes');
    const memberTab = await open({ cookie: member.sessionCookie });
    const ownLike = nextEvent(memberTab, 'question:my-like');
    const viewerHeardLike = collect(viewer, 'question:my-like');
    await member.post(`/api/questions/${question.id}/like`);
    expect(await likes).toEqual({ questionId: question.id, likes: 1 });
    expect(await ownLike).toEqual({ questionId: question.id, liked: true });
    expect(viewerHeard).toEqual([]);
    expect(viewerHeardLike).toEqual([]);
    // A page joining now is told the counts of all that came before.
    expect(
      await join(await open(), {
        room: 'question',
        locale: 'en',
        id: question.id,
      }),
    ).toMatchObject({ ok: true, state: { answerCount: 2, likes: 1 } });
  });

  it('announces new questions to the list of their locale only', async () => {
    const en = await open();
    const fr = await open();
    await join(en, { room: 'questions', locale: 'en' });
    await join(fr, { room: 'questions', locale: 'fr' });
    const frSeen = collect(fr, 'question:created');
    const arrived = nextEvent(en, 'question:created');
    const question = await ask('Live list question in English');
    expect((await arrived).id).toBe(question.id);
    const frQuestion = nextEvent(fr, 'question:created');
    await ask('Une question en direct', 'fr');
    await frQuestion;
    expect(frSeen.map((q) => q.locale)).toEqual(['fr']);
  });

  it("keeps open lists' answer and like counts live, in the question's locale only", async () => {
    const question = await ask('A question whose counts the list follows');
    // The stand-in assistant answers every question: its answer is counted
    // first, so that it does not land at some point of the test.
    await waitFor(
      async () =>
        (await (await fetch(`${t.url}/api/questions/${question.id}`)).json())
          .answerCount === 1,
      20_000,
      "the assistant's answer",
    );
    const list = await open();
    const frList = await open();
    await join(list, { room: 'questions', locale: 'en' });
    await join(frList, { room: 'questions', locale: 'fr' });
    const frCounts = collect(frList, 'question:answer-count');
    const frLikes = collect(frList, 'question:likes');
    // A connection on the question's page too hears the answer itself, and
    // the like once.
    const both = await open();
    await join(both, { room: 'questions', locale: 'en' });
    await join(both, { room: 'question', locale: 'en', id: question.id });
    const bothCounts = collect(both, 'question:answer-count');
    const bothAnswers = collect(both, 'answer:created');
    const bothLikes = collect(both, 'question:likes');

    const counted = nextEvent(list, 'question:answer-count');
    const posted = await member.post('/api/answers', {
      questionId: question.id,
      content: 'An answer the list counts.',
    });
    expect(posted.status).toBe(201);
    expect(await counted).toEqual({ questionId: question.id, answerCount: 2 });

    // The same answer sent again is not stored again, nor counted.
    const repeatSeen = collect(list, 'question:answer-count');
    expect(
      (
        await member.post('/api/answers', {
          questionId: question.id,
          content: 'An answer the list counts.',
        })
      ).status,
    ).toBeLessThan(300);

    const liked = nextEvent(list, 'question:likes');
    await member.post(`/api/questions/${question.id}/like`);
    expect(await liked).toEqual({ questionId: question.id, likes: 1 });

    const uncounted = nextEvent(list, 'question:answer-count');
    expect(
      (await admin.request('DELETE', `/api/admin/answers/${posted.body.id}`))
        .status,
    ).toBeLessThan(300);
    expect(await uncounted).toEqual({
      questionId: question.id,
      answerCount: 1,
    });
    expect(repeatSeen).toEqual([{ questionId: question.id, answerCount: 1 }]);
    expect(frCounts).toEqual([]);
    expect(frLikes).toEqual([]);
    expect(bothCounts).toEqual([]);
    expect(bothAnswers.map((a) => a.id)).toEqual([posted.body.id]);
    expect(bothLikes).toEqual([{ questionId: question.id, likes: 1 }]);
  });

  it('tells viewers when a moderator deletes an answer or a question', async () => {
    const question = await ask('A question a moderator removes');
    const posted = await member.post('/api/answers', {
      questionId: question.id,
      content: 'An answer a moderator removes.',
    });
    expect(posted.status).toBe(201);
    const viewer = await open();
    const list = await open();
    const frList = await open();
    await join(viewer, { room: 'question', locale: 'en', id: question.id });
    await join(list, { room: 'questions', locale: 'en' });
    await join(frList, { room: 'questions', locale: 'fr' });
    const frSeen = collect(frList, 'question:deleted');

    const answerGone = nextEvent(viewer, 'answer:deleted');
    const deleted = await admin.request(
      'DELETE',
      `/api/admin/answers/${posted.body.id}`,
    );
    expect(deleted.status).toBeLessThan(300);
    expect(await answerGone).toEqual({
      questionId: question.id,
      answerId: posted.body.id,
    });

    const questionGone = nextEvent(viewer, 'question:deleted');
    const listSaw = nextEvent(list, 'question:deleted');
    expect(
      (await admin.request('DELETE', `/api/admin/questions/${question.id}`))
        .status,
    ).toBeLessThan(300);
    expect(await questionGone).toEqual({ questionId: question.id });
    expect(await listSaw).toEqual({ questionId: question.id });
    // Another locale's list hears nothing of it.
    const frQuestion = nextEvent(frList, 'question:created');
    await ask('Une question qui reste', 'fr');
    await frQuestion;
    expect(frSeen).toEqual([]);
  });

  it("tells a question's viewers the counts that change when a member who voted and liked is deleted", async () => {
    const question = await ask('A question a leaving member liked');
    const posted = await member.post('/api/answers', {
      questionId: question.id,
      content: 'An answer the leaving member voted for.',
    });
    expect(posted.status).toBe(201);
    const leaving = new ApiClient(t.url);
    const { user } = await leaving.register();
    for (const type of ['useful', 'like'])
      expect(
        (
          await leaving.post('/api/votes', {
            answerId: posted.body.id,
            type,
          })
        ).status,
      ).toBe(200);
    expect(
      (await leaving.post(`/api/questions/${question.id}/like`)).status,
    ).toBe(200);
    const viewer = await open();
    await join(viewer, { room: 'question', locale: 'en', id: question.id });
    const votes = nextEvent(viewer, 'answer:votes');
    const likes = nextEvent(viewer, 'question:likes');
    expect(
      (await admin.request('DELETE', `/api/admin/users/${user.id}`)).status,
    ).toBeLessThan(300);
    expect(await votes).toEqual({
      answerId: posted.body.id,
      useful: 0,
      notUseful: 0,
      likes: 0,
    });
    expect(await likes).toEqual({ questionId: question.id, likes: 0 });
    // The same counts as a read now gives.
    const [answer] = (
      await new ApiClient(t.url).get(`/api/questions/${question.id}/answers`)
    ).body;
    expect([answer.useful, answer.likes]).toEqual([0, 0]);
  });

  it('refuses to join a question that does not exist, and malformed requests, keeping the socket up', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const socket = await open();
      expect(
        await join(socket, { room: 'question', locale: 'en', id: 99999999 }),
      ).toEqual({ ok: false, error: 'Question not found' });
      const [{ id: frId }] = await sql(
        t.db.url,
        "SELECT id FROM questions WHERE locale = 'fr' LIMIT 1",
      );
      expect(
        (await join(socket, { room: 'question', locale: 'en', id: frId })).ok,
      ).toBe(false);
      // An id in decimal digits, as the HTTP routes take it.
      expect(
        await join(socket, {
          room: 'question',
          locale: 'fr',
          id: String(frId),
        }),
      ).toEqual({
        ok: true,
        room: `question:fr:${frId}`,
        // The assistant may have answered it by now.
        state: { answerCount: expect.any(Number), likes: 0 },
      });
      for (const bad of [
        null,
        'admin',
        42,
        { room: 'question', locale: 'de', id: 1 },
        { room: 'question', locale: 'en', id: ' 1' },
        { room: 'question', locale: 'en', id: '0x2c' },
        { room: 'question', locale: 'en', id: 1.5 },
        { room: 'question', locale: 'en', id: true },
        { room: 'nope' },
        [1, 2],
      ]) {
        expect(await join(socket, bad)).toEqual({
          ok: false,
          error: 'Malformed request',
        });
      }
      socket.emit('join');
      socket.emit('unknown-event', { x: 1 });
      expect(socket.connected).toBe(true);
      expect((await join(socket, { room: 'questions', locale: 'en' })).ok).toBe(
        true,
      );
      const malformedLogs = warn.mock.calls.filter((c) =>
        JSON.stringify(c).includes('malformed room request'),
      );
      expect(malformedLogs).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps the admin feed to admins: guests and members are refused and hear nothing', async () => {
    const guest = await open();
    expect(await join(guest, { room: 'admin' })).toEqual({
      ok: false,
      error: 'Sign in as an admin to follow the live feed',
    });
    const memberSocket = await open({ cookie: member.sessionCookie });
    expect(await join(memberSocket, { room: 'admin' })).toEqual({
      ok: false,
      error: 'Admin privileges are required',
    });
    const leaks = [
      ...collect(guest, 'admin:event'),
      ...collect(memberSocket, 'admin:event'),
    ];

    const adminSocket = await open({ cookie: admin.sessionCookie });
    expect(await join(adminSocket, { room: 'admin' })).toEqual({
      ok: true,
      room: 'admin',
    });
    const feed = collect(adminSocket, 'admin:event');
    const questionEvent = nextEvent(
      adminSocket,
      'admin:event',
      (e) => e.type === 'question.created',
    );
    const question = await ask('Admin feed question');
    expect(await questionEvent).toEqual({
      type: 'question.created',
      at: expect.any(String),
      title: 'Admin feed question',
      link: `/question/${question.id}`,
      locale: 'en',
    });
    const signup = nextEvent(
      adminSocket,
      'admin:event',
      (e) => e.type === 'user.registered',
    );
    const newcomer = await new ApiClient(t.url).register();
    expect((await signup).title).toBe(newcomer.account.username);
    const report = nextEvent(
      adminSocket,
      'admin:event',
      (e) => e.type === 'report.created',
    );
    await member.post('/api/reports', {
      questionId: question.id,
      reason: 'spam',
    });
    expect(await report).toMatchObject({
      title: `spam: question ${question.id}`,
      // The panel's report queue.
      link: '/admin#admin-reports',
      report: { reason: 'spam', questionId: question.id, answerId: null },
    });
    // The assistant's answers, to earlier questions and to this one, come in
    // on their own time: the member's is known by its link and its text.
    const answer = nextEvent(
      adminSocket,
      'admin:event',
      (e) =>
        e.type === 'answer.created' &&
        e.link === `/question/${question.id}` &&
        String(e.title).endsWith(': An answer for the feed'),
    );
    await member.post('/api/answers', {
      questionId: question.id,
      content: 'An answer for the feed',
    });
    const byMember = await answer;
    expect(byMember.link).toBe(`/question/${question.id}`);
    expect(byMember.assistantAnswer).toBeUndefined();
    // The assistant's answer to this question names it apart, for the panel to
    // word in its language.
    const byAssistant = await waitFor(
      async () =>
        feed.find(
          (e) =>
            e.type === 'answer.created' &&
            e.link === `/question/${question.id}` &&
            e.assistantAnswer,
        ),
      10_000,
      "the assistant's answer in the feed",
    );
    expect(byAssistant.title).toBe(
      `AI Assistant: ${byAssistant.assistantAnswer.excerpt}`,
    );
    expect(byAssistant.assistantAnswer.excerpt.length).toBeGreaterThan(0);
    expect(feed.length).toBeGreaterThanOrEqual(4);
    expect(leaks).toEqual([]);
  });

  it('tells open admin panels what a moderator changed: removals, plans, dismissed reports, and the log each time', async () => {
    const adminSocket = await open({ cookie: admin.sessionCookie });
    expect((await join(adminSocket, { room: 'admin' })).ok).toBe(true);
    const memberSocket = await open({ cookie: member.sessionCookie });
    const leaks = collect(memberSocket, 'admin:changed');
    const changes = collect(adminSocket, 'admin:changed');
    /** Runs an admin action and expects the panels to be told `expected` (in any order), and nothing more. */
    const expectChanges = async (
      action: () => Promise<{ status: number }>,
      status: number,
      expected: object[],
    ) => {
      const from = changes.length;
      expect((await action()).status).toBe(status);
      await waitFor(
        async () => changes.length >= from + expected.length,
        5_000,
        `${expected.length} admin:changed`,
      );
      // Time for one too many to arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const byTopic = (list: object[]) =>
        list.map((change) => JSON.stringify(change)).sort();
      expect(byTopic(changes.slice(from))).toEqual(byTopic(expected));
    };

    const question = await ask('A question a moderator removes');
    const answered = await member.post('/api/answers', {
      questionId: question.id,
      content: 'An answer a moderator removes',
    });
    expect(answered.status).toBe(201);
    await expectChanges(
      () => admin.request('DELETE', `/api/admin/answers/${answered.body.id}`),
      204,
      [{ topic: 'questions', locale: 'en' }, { topic: 'audit' }],
    );
    const reported = await member.post('/api/reports', {
      questionId: question.id,
      reason: 'spam',
    });
    expect(reported.status).toBe(201);
    await expectChanges(
      () =>
        admin.request('POST', `/api/admin/reports/${reported.body.id}/dismiss`),
      204,
      [{ topic: 'reports' }],
    );
    await expectChanges(
      () => admin.request('DELETE', `/api/admin/questions/${question.id}`),
      204,
      [{ topic: 'questions', locale: 'en' }, { topic: 'audit' }],
    );

    const { user: leaving } = await new ApiClient(t.url).register();
    await expectChanges(
      () =>
        admin.request('PATCH', `/api/admin/users/${leaving.id}/plan`, {
          plan: 'pro',
        }),
      200,
      [{ topic: 'users' }],
    );
    await expectChanges(
      () => admin.request('DELETE', `/api/admin/users/${leaving.id}`),
      204,
      [{ topic: 'users' }, { topic: 'audit' }],
    );
    // A seed adds members with their questions: the panels read those again.
    await expectChanges(
      () => admin.post('/api/admin/seed-darija-french'),
      200,
      [{ topic: 'users' }],
    );
    expect(leaks).toEqual([]);
  });

  it("tells a member's own open pages when their admin rights change or their account goes", async () => {
    const deputy = new ApiClient(t.url);
    const { user } = await deputy.register();
    const deputySocket = await open({ cookie: deputy.sessionCookie });
    const otherSocket = await open({ cookie: member.sessionCookie });
    const leaks = collect(otherSocket, 'account:changed');

    // Each change of rights reaches the member's own sockets, as it is.
    for (const isAdmin of [true, false]) {
      const told = nextEvent(deputySocket, 'account:changed');
      const changed = await admin.request(
        'PATCH',
        `/api/admin/users/${user.id}/admin`,
        { isAdmin },
      );
      expect(changed.status).toBe(200);
      expect(await told).toEqual({ isAdmin });
      if (isAdmin)
        expect((await join(deputySocket, { room: 'admin' })).ok).toBe(true);
    }
    // A deleted member's pages hear it before their connection closes.
    const told = nextEvent(deputySocket, 'account:changed');
    const closed = new Promise((resolve) =>
      deputySocket.once('disconnect', resolve),
    );
    expect(
      (await admin.request('DELETE', `/api/admin/users/${user.id}`)).status,
    ).toBe(204);
    expect(await told).toEqual({ isAdmin: false });
    await closed;
    expect(leaks).toEqual([]);
  });

  it('closes the live connection of a session that logs out', async () => {
    const someone = new ApiClient(t.url);
    await someone.register();
    const socket = await open({ cookie: someone.sessionCookie });
    const closed = new Promise<string>((resolve) =>
      socket.on('disconnect', (reason) => resolve(reason)),
    );
    expect((await someone.post('/api/logout')).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it('accepts a same-origin polling handshake without an Origin header, as browsers send it', async () => {
    const socket = connectSocket(t.url, {
      origin: null,
      transports: ['polling'],
    });
    sockets.push(socket);
    await connected(socket);
    expect((await join(socket, { room: 'questions', locale: 'en' })).ok).toBe(
      true,
    );
  });

  it('refuses a handshake from another origin', async () => {
    const socket = connectSocket(t.url, {
      origin: 'https://evil.example',
      transports: ['polling'],
    });
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow();
  });

  it('rate-limits 10,000 rapid join/leave calls from one socket and stays responsive', async () => {
    const question = await ask('Flood target question');
    const flooder = await open();
    const closed = new Promise<void>((resolve) =>
      flooder.on('disconnect', () => resolve()),
    );
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      for (let i = 0; i < 10_000; i++) {
        flooder.emit(i % 2 ? 'leave' : 'join', {
          room: 'question',
          locale: 'en',
          id: question.id,
        });
      }
      await closed;
      // The requests already received when it closed add no line each.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const closings = warn.mock.calls.filter((call) =>
        call.some(
          (part) => part === 'closing a socket that keeps changing rooms',
        ),
      );
      expect(closings).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
    const started = Date.now();
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const other = await open();
    expect(
      (await join(other, { room: 'question', locale: 'en', id: question.id }))
        .ok,
    ).toBe(true);
    const limited = await open();
    const results = [];
    for (let i = 0; i < 35; i++)
      results.push(await join(limited, { room: 'questions', locale: 'en' }));
    expect(results.filter((r) => r.ok)).toHaveLength(30);
    expect(results[34]).toEqual({
      ok: false,
      error: 'Too many room changes: slow down',
    });
  });

  it('reports the realtime adapter on /api/health', async () => {
    const health = await (await fetch(`${t.url}/api/health`)).json();
    expect(health.details.realtime).toEqual({
      status: 'up',
      adapter: 'memory',
      redis: 'not configured',
    });
  });
});

describe('scale-out across two instances with Redis', () => {
  let redisAvailable = false;

  beforeAll(async () => {
    redisAvailable = await redisAnswers('the two-instance tests');
  });

  /** Two app instances on one database and one Redis (a prefix of their own), stopped afterwards. */
  async function withTwoInstances(
    extraEnv: Record<string, string>,
    test: (a: TestApp, b: TestApp) => Promise<void>,
  ): Promise<void> {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: testRedisPrefix(),
      ...extraEnv,
    };
    const a = await startTestApp(env);
    const b = await startTestApp(env, a.db);
    try {
      await test(a, b);
    } finally {
      await b.app.close();
      await a.close();
      await removeRedisKeys(env.REDIS_PREFIX);
    }
  }

  /** A member signed in on `app` asks a question; its id. */
  async function askOn(app: TestApp, title: string) {
    const writer = new ApiClient(app.url);
    await writer.register();
    const asked = await writer.post('/api/questions', {
      title,
      language: 'en',
      targetLanguage: 'dz',
    });
    return { writer, id: asked.body.id as number };
  }

  it('carries an answer posted on one instance to a viewer connected to the other', async () => {
    if (!redisAvailable) return;
    await withTwoInstances({}, async (a, b) => {
      const { writer, id } = await askOn(b, 'Across instances');
      const viewer = connectSocket(a.url);
      await connected(viewer);
      await join(viewer, { room: 'question', locale: 'en', id });
      const arrived = nextEvent(viewer, 'answer:created');
      const posted = await writer.post('/api/answers', {
        questionId: id,
        content: 'Posted on instance B',
      });
      expect(await arrived).toEqual(posted.body);
      viewer.disconnect();
      const health = await (await fetch(`${a.url}/api/health`)).json();
      expect(health.details.realtime).toEqual({
        status: 'up',
        adapter: 'redis-streams',
        redis: 'connected',
      });
    });
  });
  it('takes a demoted admin out of the live feed on every instance', async () => {
    if (!redisAvailable) return;
    const admin = {
      ADMIN_EMAIL: 'scaled.admin@example.com',
      ADMIN_PASSWORD: 'scaled-admin-password',
    };
    await withTwoInstances(admin, async (a, b) => {
      const chief = new ApiClient(b.url);
      await chief.post('/api/login', {
        email: admin.ADMIN_EMAIL,
        password: admin.ADMIN_PASSWORD,
      });
      const deputy = new ApiClient(a.url);
      const { user } = await deputy.register();
      await chief.request('PATCH', `/api/admin/users/${user.id}/admin`, {
        isAdmin: true,
      });
      const watcher = new ApiClient(a.url);
      await watcher.post('/api/login', {
        email: admin.ADMIN_EMAIL,
        password: admin.ADMIN_PASSWORD,
      });
      const deputySocket = connectSocket(a.url, {
        cookie: deputy.sessionCookie,
      });
      const watcherSocket = connectSocket(a.url, {
        cookie: watcher.sessionCookie,
      });
      await Promise.all([connected(deputySocket), connected(watcherSocket)]);
      expect((await join(deputySocket, { room: 'admin' })).ok).toBe(true);
      expect((await join(watcherSocket, { room: 'admin' })).ok).toBe(true);
      // Demoted on instance B; the sockets live on instance A.
      const told = nextEvent(deputySocket, 'account:changed');
      const demoted = await chief.request(
        'PATCH',
        `/api/admin/users/${user.id}/admin`,
        { isAdmin: false },
      );
      expect(demoted.status).toBe(200);
      expect(await told).toEqual({ isAdmin: false });
      const heard: unknown[] = [];
      deputySocket.on('admin:event', (e) => heard.push(e));
      const seen = nextEvent(
        watcherSocket,
        'admin:event',
        (e: { title?: string }) => e.title === 'Asked on B after the demotion',
      );
      await chief.post('/api/questions', {
        title: 'Asked on B after the demotion',
        language: 'en',
        targetLanguage: 'dz',
      });
      await seen;
      expect(heard).toEqual([]);
      deputySocket.disconnect();
      watcherSocket.disconnect();
    });
  });
  it('empties the guest read cache of every instance when one of them takes a write', async () => {
    if (!redisAvailable) return;
    // Long enough that only a clear, not the time, can explain a fresh read.
    await withTwoInstances({ GUEST_CACHE_TTL_MS: '60000' }, async (a, b) => {
      // Asked on A, so A's own clear is done before the guest's first read;
      // answered on B, whose clear reaches A only through Redis.
      const { writer, id } = await askOn(a, 'Kept by a guest on instance A');
      const writerOnB = new ApiClient(b.url);
      writerOnB.useSessionCookie(writer.sessionCookie!);
      const readOnA = async () =>
        (await (
          await fetch(`${a.url}/api/questions/${id}/answers`)
        ).json()) as { content: string }[];
      expect(await readOnA()).toEqual([]);
      // Changed behind the app's back: instance A keeps answering what it has.
      await sql(
        a.db.url,
        `INSERT INTO answers (question_id, user_id, content) SELECT $1, user_id, 'Written straight to the database' FROM questions WHERE id = $1`,
        [id],
      );
      expect(await readOnA()).toEqual([]);

      const posted = await writerOnB.post('/api/answers', {
        questionId: id,
        content: 'Posted on instance B',
      });
      expect(posted.status).toBe(201);
      let contents: string[] = [];
      for (let i = 0; i < 50; i++) {
        contents = (await readOnA()).map((answer) => answer.content);
        if (contents.length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(contents.sort()).toEqual([
        'Posted on instance B',
        'Written straight to the database',
      ]);
    });
  });
  it("forgets every instance's kept search order when one of them takes a write", async () => {
    if (!redisAvailable) return;
    await withTwoInstances({ GUEST_CACHE_TTL_MS: '60000' }, async (a, b) => {
      const { writer, id } = await askOn(a, 'Zanzibarite first question');
      const writerOnB = new ApiClient(b.url);
      writerOnB.useSessionCookie(writer.sessionCookie!);
      // A member's search: no guest cache, only the kept order of its page.
      const searchOnA = async () =>
        (
          (await writer.get('/api/questions?search=zanzibarite')).body as {
            questions: { id: number }[];
          }
        ).questions.map((question) => question.id);
      expect(await searchOnA()).toEqual([id]);
      // Stored behind the app's back: instance A keeps the order it found.
      const [{ id: hidden }] = await sql<{ id: number }>(
        a.db.url,
        `INSERT INTO questions (locale, title, content, language, target_language, user_id)
         SELECT 'en', 'Zanzibarite second question', '', 'en', 'dz', user_id FROM questions WHERE id = $1
         RETURNING id`,
        [id],
      );
      expect(await searchOnA()).toEqual([id]);

      const posted = await writerOnB.post('/api/answers', {
        questionId: id,
        content: 'Posted on instance B',
      });
      expect(posted.status).toBe(201);
      let found: number[] = [];
      for (let i = 0; i < 50; i++) {
        found = await searchOnA();
        if (found.length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(found.sort()).toEqual([id, hidden].sort());
    });
  });
});
