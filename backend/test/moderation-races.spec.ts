import { ApiClient, fixtureBody } from './support/api-client';
import { counterDrift } from './support/counters';
import { connected, connectSocket, join } from './support/socket-client';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

const ADMIN = {
  email: 'races.admin@example.com',
  password: 'races-admin-password',
};

/**
 * Moderation, votes, likes and account changes sent at the same moment, over
 * real HTTP against one app and PostgreSQL: each request gets a designed
 * answer (never a 500), two moderators never both act on one report, the
 * audit log names every action that was done, and the counters stay exact.
 */
describe('actions that meet at the same moment', () => {
  let t: TestApp;
  let admin: ApiClient;

  const member = async () => {
    const client = new ApiClient(t.url);
    const { user } = await client.register();
    return {
      client,
      id: user.id as number,
      username: user.username as string,
    };
  };
  const ask = async (c: ApiClient, title: string) =>
    fixtureBody<{ id: number }>(
      await c.post('/api/questions', {
        title,
        language: 'en',
        targetLanguage: 'dz',
      }),
    ).id;
  const answer = async (c: ApiClient, questionId: number, content: string) =>
    fixtureBody<{ id: number }>(
      await c.post('/api/answers', { questionId, content }),
    ).id;
  const promote = async (id: number) => {
    const res = await admin.request('PATCH', `/api/admin/users/${id}/admin`, {
      isAdmin: true,
    });
    expect(res.status).toBe(200);
  };
  const auditOf = (action: string, targetId: number) =>
    sql<{ actor_id: number | null; actor_name: string }>(
      t.db.url,
      'SELECT actor_id, actor_name FROM admin_audit WHERE action = $1 AND target_id = $2',
      [action, targetId],
    );
  const statuses = (responses: { status: number }[]) =>
    responses.map((r) => r.status);

  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    admin = new ApiClient(t.url);
    expect((await admin.post('/api/login', ADMIN)).status).toBe(200);
  });
  afterAll(() => t?.close());

  afterEach(async () => {
    expect(await counterDrift(t.db.url)).toEqual([]);
  });

  it('deletes a question while members toggle its like', async () => {
    const likers = await Promise.all([1, 2, 3, 4].map(() => member()));
    for (let round = 0; round < 4; round++) {
      const id = await ask(
        likers[0].client,
        `Liked then deleted, round ${round}`,
      );
      for (const { client } of likers)
        expect((await client.post(`/api/questions/${id}/like`)).status).toBe(
          200,
        );
      const [deleted, ...toggles] = await Promise.all([
        admin.request('DELETE', `/api/admin/questions/${id}`),
        ...likers.map(({ client }) => client.post(`/api/questions/${id}/like`)),
      ]);
      expect(deleted.status).toBe(204);
      for (const status of statuses(toggles))
        expect([200, 404]).toContain(status);
      expect(
        await sql(t.db.url, 'SELECT 1 FROM questions WHERE id = $1', [id]),
      ).toEqual([]);
    }
  });

  it("deletes a member while others vote on the member's answers", async () => {
    const voters = await Promise.all([1, 2, 3].map(() => member()));
    const asker = await member();
    for (let round = 0; round < 3; round++) {
      const author = await member();
      const answers: number[] = [];
      for (let i = 0; i < 3; i++) {
        const q = await ask(
          asker.client,
          `Votes meet a deletion ${round}.${i}`,
        );
        answers.push(
          await answer(author.client, q, `An answer to vote on, ${round}.${i}`),
        );
      }
      const [deleted, ...votes] = await Promise.all([
        admin.request('DELETE', `/api/admin/users/${author.id}`),
        ...voters.flatMap(({ client }) =>
          answers.map((answerId, i) =>
            client.post('/api/votes', {
              answerId,
              type: i % 2 === 0 ? 'useful' : 'not_useful',
            }),
          ),
        ),
      ]);
      expect(deleted.status).toBe(204);
      for (const status of statuses(votes)) expect(status).toBe(200);
      expect(
        await sql(t.db.url, 'SELECT 1 FROM users WHERE id = $1', [author.id]),
      ).toEqual([]);
    }
  });

  it('does and logs the action of an admin deleted at that moment', async () => {
    const target = await member();
    for (let round = 0; round < 4; round++) {
      const acting = await member();
      await promote(acting.id);
      const plan = round % 2 === 0 ? 'pro' : 'basic';
      const [changed, deleted] = await Promise.all([
        acting.client.request('PATCH', `/api/admin/users/${target.id}/plan`, {
          plan,
        }),
        admin.request('DELETE', `/api/admin/users/${acting.id}`),
      ]);
      expect(deleted.status).toBe(204);
      const [{ account_type: now }] = await sql(
        t.db.url,
        'SELECT account_type FROM users WHERE id = $1',
        [target.id],
      );
      const logged = (await auditOf('user.plan', target.id)).filter(
        (row) => row.actor_name === acting.username,
      );
      if (changed.status === 200) {
        // Its turn came first: done, and logged under its name (the id goes with the account).
        expect(now).toBe(plan);
        expect(logged).toEqual([
          { actor_id: null, actor_name: acting.username },
        ]);
      } else {
        // After the deletion: refused, nothing done or logged.
        expect([401, 403]).toContain(changed.status);
        expect(now).not.toBe(plan);
        expect(logged).toEqual([]);
      }
    }
  });

  it('lets one of two moderators act on a report, and the other finds it gone', async () => {
    const second = await member();
    await promote(second.id);
    const reporter = await member();
    const asker = await member();
    const outcomes = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const questionId = await ask(
        asker.client,
        `Reported twice over ${round}`,
      );
      const report = fixtureBody<{ id: number }>(
        await reporter.client.post('/api/reports', {
          questionId,
          reason: 'spam',
        }),
      );
      const [dismissed, deleted] = await Promise.all([
        admin.post(`/api/admin/reports/${report.id}/dismiss`),
        second.client.post(`/api/admin/reports/${report.id}/delete-item`),
      ]);
      expect([dismissed.status, deleted.status].sort()).toEqual([204, 404]);
      const dismissLogged = await auditOf('report.dismiss', report.id);
      const deleteLogged = await auditOf('report.delete-item', report.id);
      const questionLeft = await sql(
        t.db.url,
        'SELECT 1 FROM questions WHERE id = $1',
        [questionId],
      );
      if (dismissed.status === 204) {
        outcomes.add('dismissed');
        expect([dismissLogged.length, deleteLogged.length]).toEqual([1, 0]);
        expect(questionLeft).toHaveLength(1);
        expect(deleted.body.code).toBe('report_not_found');
      } else {
        outcomes.add('deleted');
        expect([dismissLogged.length, deleteLogged.length]).toEqual([0, 1]);
        expect(questionLeft).toHaveLength(0);
        expect(dismissed.body.code).toBe('report_not_found');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('keeps one of two password changes sent at once, and refuses the other', async () => {
    const { client, id } = await member();
    const account = (await client.get('/api/user')).body as { email: string };
    const other = new ApiClient(t.url);
    const password = 'correct horse battery';
    expect(
      (await other.post('/api/login', { email: account.email, password }))
        .status,
    ).toBe(200);
    const [first, second] = await Promise.all([
      client.post('/api/user/password', {
        currentPassword: password,
        newPassword: 'First-New-Phrase-11',
      }),
      other.post('/api/user/password', {
        currentPassword: password,
        newPassword: 'Second-New-Phrase-22',
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([204, 400]);
    const refused = first.status === 400 ? first : second;
    expect(refused.body.code).toBe('wrong_current_password');
    const kept =
      first.status === 204 ? 'First-New-Phrase-11' : 'Second-New-Phrase-22';
    const lost =
      first.status === 204 ? 'Second-New-Phrase-22' : 'First-New-Phrase-11';
    const fresh = new ApiClient(t.url);
    expect(
      (await fresh.post('/api/login', { email: account.email, password: lost }))
        .status,
    ).toBe(401);
    expect(
      (await fresh.post('/api/login', { email: account.email, password: kept }))
        .status,
    ).toBe(200);
    expect((await fresh.get('/api/user')).body.id).toBe(id);
  });

  it('leaves a browser signed in when it sends one password change several times at once', async () => {
    const { client, id } = await member();
    const oldCookie = client.sessionCookie!;
    const changes = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        client.post('/api/user/password', {
          currentPassword: 'correct horse battery',
          newPassword: `Parallel-New-Phrase-${n}`,
        }),
      ),
    );
    expect(statuses(changes).sort()).toEqual([204, 400, 400, 400, 400]);
    // No answer hands the browser back the session the change ended.
    const setCookies = changes.flatMap((res) =>
      res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0].split('=')[1]),
    );
    expect(setCookies).not.toContain(oldCookie);
    expect(setCookies).toHaveLength(1);
    // Whichever answer came last, the browser is the member still.
    expect((await client.get('/api/user')).body?.id).toBe(id);
    const stale = new ApiClient(t.url);
    stale.useSessionCookie(oldCookie);
    expect((await stale.get('/api/user')).body).toBeNull();
  });

  it('sends no cookie for a session that a logout ended while another request of it was on its way', async () => {
    const { client } = await member();
    const oldCookie = client.sessionCookie!;
    // Reading a text aloud offline takes a while after the session is read.
    const slow = client.post('/api/translator/tts', {
      text: `Salam, labas ${Date.now()}`,
      language: 'darija',
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(204);
    const spoken = await slow;
    expect(spoken.status).toBe(200);
    const sent = spoken.headers
      .getSetCookie()
      .map((line) => line.split(';')[0].split('=')[1]);
    expect(sent).not.toContain(oldCookie);
    // The browser holds no session cookie: the logout's clearing stood.
    expect(client.sessionCookie).toBeUndefined();
  });

  it("closes a session's sockets when its browser signs in as someone else, and keeps them for the same member", async () => {
    const first = await member();
    const second = await member();
    const { email: secondEmail } = (await second.client.get('/api/user'))
      .body as { email: string };
    const { email: firstEmail } = (await first.client.get('/api/user'))
      .body as { email: string };
    const password = 'correct horse battery';

    // Signing in again as the same member: the socket stays, and follows the session.
    const same = connectSocket(t.url, { cookie: first.client.sessionCookie });
    await connected(same);
    expect((await join(same, { room: 'questions', locale: 'en' })).ok).toBe(
      true,
    );
    expect(
      (await first.client.post('/api/login', { email: firstEmail, password }))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(same.connected).toBe(true);

    // As another member: it closes, as at sign-out.
    const closed = new Promise<string>((resolve) => {
      const timer = setTimeout(
        () => resolve('still connected after 5 s'),
        5000,
      );
      same.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    expect(
      (await first.client.post('/api/login', { email: secondEmail, password }))
        .status,
    ).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await first.client.get('/api/user')).body.id).toBe(second.id);
    same.close();
  });

  it('takes an e-mail address in its composed form, and refuses hidden characters in it', async () => {
    const n = Math.random().toString(36).slice(2, 8);
    const composed = `x${n}@caf\u00e9.example.com`;
    const decomposed = `x${n}@cafe\u0301.example.com`;
    const first = new ApiClient(t.url);
    const created = await first.register({ email: composed });
    expect(created.user.email).toBe(composed);

    const twin = new ApiClient(t.url);
    const refused = await twin.post('/api/register', {
      ...created.account,
      email: decomposed,
      username: `twin_${n}`,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('email_taken');

    for (const hidden of [
      `x${n}\u200b@example.com`,
      `x${n}@exa\u202emple.com`,
      `x${n}\u00ad@example.com`,
    ]) {
      const res = await twin.post('/api/register', {
        ...created.account,
        email: hidden,
        username: `hidden_${n}`,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(
      await sql(t.db.url, 'SELECT 1 FROM users WHERE username LIKE $1', [
        `%_${n}`,
      ]),
    ).toEqual([]);

    // Signing in with either form reaches the account.
    const signIn = new ApiClient(t.url);
    const res = await signIn.post('/api/login', {
      email: decomposed.toUpperCase(),
      password: created.account.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.user.id);
  });
});
