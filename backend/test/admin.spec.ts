import { Client } from 'pg';
import { SITEMAP_PAGES, SitemapService } from '../src/seo/sitemap.service';
import { ApiClient } from './support/api-client';
import { counterDrift } from './support/counters';
import {
  connected,
  connectSocket,
  join,
  nextEvent,
} from './support/socket-client';
import { listRoutes } from './support/routes';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';
import { waitFor } from './support/wait';

const ADMIN = {
  email: 'panel.admin@example.com',
  password: 'panel-admin-password',
};

/** Every /api/admin route of the running app, with a concrete path to call. */
function adminRoutes(t: TestApp): { method: string; path: string }[] {
  return listRoutes(t.app)
    .filter((r) => r.path.startsWith('/api/admin/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:id/g, '1') }));
}

describe('admin panel API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let memberId: number;

  const snapshot = () =>
    sql(
      t.db.url,
      `SELECT (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM users WHERE is_admin)::int AS admins,
              (SELECT string_agg(account_type, ',' ORDER BY id) FROM users) AS plans,
              (SELECT count(*) FROM questions)::int AS questions,
              (SELECT count(*) FROM answers)::int AS answers,
              (SELECT count(*) FROM reports WHERE status = 'open')::int AS reports,
              (SELECT count(*) FROM admin_audit)::int AS audit`,
    );
  const ask = async (
    c: ApiClient,
    title: string,
    locale: 'en' | 'fr' = 'en',
  ) => {
    const res = await c.post(
      locale === 'fr' ? '/api/fr/questions' : '/api/questions',
      {
        title,
        language: 'en',
        targetLanguage: 'dz',
      },
    );
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const audit = async () => (await admin.get('/api/admin/audit')).body;

  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    admin = new ApiClient(t.url);
    expect((await admin.post('/api/login', ADMIN)).status).toBe(200);
    member = new ApiClient(t.url);
    memberId = (await member.register()).user.id;
  });
  afterAll(() => t?.close());

  it('answers guests 401 and members 403 on every admin route, changing nothing', async () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const before = await snapshot();
    const guest = new ApiClient(t.url);
    for (const route of routes) {
      const body = route.method === 'GET' ? undefined : {};
      const asGuest = await guest.request(route.method, route.path, body);
      expect({ ...route, status: asGuest.status }).toEqual({
        ...route,
        status: 401,
      });
      const asMember = await member.request(
        route.method,
        route.path,
        route.method === 'GET' ? undefined : { isAdmin: true, plan: 'pro' },
      );
      expect({ ...route, status: asMember.status }).toEqual({
        ...route,
        status: 403,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists members with e-mail and plan, pages and searches them', async () => {
    const named = new ApiClient(t.url);
    await named.register({
      username: 'zineb_searchable',
      email: 'zineb.search@example.com',
    });
    const all = await admin.get('/api/admin/users?limit=2');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    expect(all.body[0]).toMatchObject({
      email: expect.any(String),
      accountType: expect.any(String),
      totalAnswers: expect.any(Number),
    });
    const found = await admin.get('/api/admin/users?search=ZINEB_SEA');
    expect(found.body.map((u: { username: string }) => u.username)).toEqual([
      'zineb_searchable',
    ]);
    const byMail = await admin.get('/api/admin/users?search=zineb.search%40');
    expect(byMail.body).toHaveLength(1);
    expect((await admin.get('/api/admin/users?search=%25')).body).toHaveLength(
      0,
    );
    expect((await admin.get('/api/admin/users?limit=0')).status).toBe(400);
    expect((await admin.get('/api/admin/users?limit=500')).status).toBe(400);
    // A whole e-mail address of the longest kind is a search; past it, a 400.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.org`;
    expect(longest).toHaveLength(254);
    const byWholeMail = await admin.get(
      `/api/admin/users?search=${encodeURIComponent(longest)}`,
    );
    expect(byWholeMail.status).toBe(200);
    expect(byWholeMail.body).toEqual([]);
    const tooLong = await admin.get(
      `/api/admin/users?search=${'a'.repeat(255)}`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain(
      'search must be at most 254 characters long',
    );
  });

  it('pages the questions of each locale for moderation, with their total', async () => {
    await sql(
      t.db.url,
      `INSERT INTO questions (locale, title, content, language, target_language, user_id, created_at)
       SELECT locale, 'Moderation page ' || locale || ' ' || i, '', 'en', 'dz', $1, now() - i * interval '1 second'
       FROM (VALUES ('en', 60), ('fr', 57)) AS l(locale, n), generate_series(1, n) AS i`,
      [memberId],
    );
    for (const [locale, path] of [
      ['en', '/api/admin/questions'],
      ['fr', '/api/admin/fr/questions'],
    ] as const) {
      const ids = (
        await sql<{ id: number }>(
          t.db.url,
          `SELECT id FROM questions WHERE locale = $1 ORDER BY created_at DESC, id DESC`,
          [locale],
        )
      ).map((r) => r.id);
      expect(ids.length).toBeGreaterThan(50);
      const list = async (query: string) => {
        const res = await admin.get(`${path}${query}`);
        expect({ query, status: res.status }).toEqual({ query, status: 200 });
        return {
          ids: res.body.map((q: { id: number; locale: string }) => q.id),
          locales: [
            ...new Set(res.body.map((q: { locale: string }) => q.locale)),
          ],
          total: Number(res.headers.get('x-total-count')),
        };
      };

      // No parameters: the newest 50, as before.
      const first = await list('');
      expect(first.ids).toEqual(ids.slice(0, 50));
      expect(first.locales).toEqual([locale]);
      expect(first.total).toBe(ids.length);
      expect(await list('?limit=50&offset=0')).toEqual(first);
      expect((await list('?offset=0')).ids).toEqual(ids.slice(0, 50));

      const middle = await list('?limit=7&offset=45');
      expect(middle.ids).toEqual(ids.slice(45, 52));
      expect(middle.total).toBe(ids.length);
      expect((await list('?limit=20&offset=40')).ids).toEqual(
        ids.slice(40, 60),
      );
      expect((await list(`?limit=20&offset=${ids.length - 3}`)).ids).toEqual(
        ids.slice(-3),
      );
      expect(await list(`?offset=${ids.length}`)).toEqual({
        ids: [],
        locales: [],
        total: ids.length,
      });
      expect((await list('?limit=1')).ids).toEqual([ids[0]]);

      const before = await snapshot();
      for (const query of [
        '?limit=0',
        '?limit=51',
        '?limit=-1',
        '?limit=1.5',
        '?limit=ten',
        '?offset=-1',
        '?offset=2.5',
        '?offset=later',
        '?limit=20&offset=-20',
      ]) {
        const res = await admin.get(`${path}${query}`);
        expect({ query, status: res.status, body: res.body }).toEqual({
          query,
          status: 400,
          body: expect.objectContaining({
            statusCode: 400,
            code: 'validation_failed',
          }),
        });
        expect(res.headers.get('x-total-count')).toBeNull();
      }
      // An offset too long for a number is out of range, not "not a number".
      for (const digits of ['99999999999', '9'.repeat(30), '9'.repeat(400)]) {
        const res = await admin.get(`${path}?offset=${digits}`);
        expect({ digits, status: res.status }).toEqual({ digits, status: 400 });
        expect(res.body.message).toEqual(['offset must be at most 2147483647']);
      }
      expect(await snapshot()).toEqual(before);
    }
  });

  it('promotes and demotes, refusing bad values, unknown ids and self-demotion', async () => {
    const before = await snapshot();
    for (const body of [
      { isAdmin: 'yes' },
      { isAdmin: 1 },
      {},
      { isAdmin: null },
    ]) {
      const res = await admin.request(
        'PATCH',
        `/api/admin/users/${memberId}/admin`,
        body,
      );
      expect(res.status).toBe(400);
    }
    expect(
      (
        await admin.request('PATCH', '/api/admin/users/99999999/admin', {
          isAdmin: true,
        })
      ).status,
    ).toBe(404);
    const me = (await admin.get('/api/user')).body;
    const self = await admin.request(
      'PATCH',
      `/api/admin/users/${me.id}/admin`,
      {
        isAdmin: false,
      },
    );
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(
      'You cannot remove your own admin rights: ask another admin.',
    );
    expect(await snapshot()).toEqual(before);

    const up = await admin.request(
      'PATCH',
      `/api/admin/users/${memberId}/admin`,
      {
        isAdmin: true,
      },
    );
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ id: memberId, isAdmin: true });
    expect((await member.get('/api/admin/stats')).status).toBe(200);
    const down = await admin.request(
      'PATCH',
      `/api/admin/users/${memberId}/admin`,
      {
        isAdmin: false,
      },
    );
    expect(down.body.isAdmin).toBe(false);
    expect((await member.get('/api/admin/stats')).status).toBe(403);
    const [latest, previous] = await audit();
    expect(latest).toMatchObject({
      action: 'user.demote',
      targetType: 'user',
      targetId: memberId,
      actor: { id: me.id, username: me.username },
    });
    expect(previous.action).toBe('user.promote');
  });

  it.each([
    ['plan', { plan: 'pro' }],
    ['admin', { isAdmin: true }],
  ])(
    'answers 404 to a change of %s that meets the deletion of its member, and records nothing',
    async (what, change) => {
      const victim = new ApiClient(t.url);
      const { id } = (await victim.register()).user;
      const auditBefore = (await audit()).length;
      // Another transaction holds the member's row, as a deletion under way
      // does, until it has deleted them.
      const deleting = new Client({ connectionString: t.db.url });
      await deleting.connect();
      try {
        await deleting.query('BEGIN');
        await deleting.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [
          id,
        ]);
        const patched = admin.request(
          'PATCH',
          `/api/admin/users/${id}/${what}`,
          change,
        );
        // The change has found the member and waits for the row.
        await waitFor(
          async () =>
            (
              await sql(
                t.db.url,
                `SELECT 1 FROM pg_stat_activity
                 WHERE wait_event_type = 'Lock' AND query ILIKE 'UPDATE%users%'`,
              )
            ).length === 1,
          10_000,
          'the change to wait for the row',
        );
        await deleting.query('DELETE FROM users WHERE id = $1', [id]);
        await deleting.query('COMMIT');
        const res = await patched;
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('user_not_found');
      } finally {
        await deleting.end();
      }
      expect((await audit()).length).toBe(auditBefore);
    },
  );

  it('keeps an admin when two admins demote or delete each other at once', async () => {
    const admins = async () => {
      const pair = [new ApiClient(t.url), new ApiClient(t.url)];
      const ids: number[] = [];
      for (const c of pair) {
        ids.push((await c.register()).user.id);
        const up = await admin.request(
          'PATCH',
          `/api/admin/users/${ids.at(-1)}/admin`,
          { isAdmin: true },
        );
        expect(up.status).toBe(200);
      }
      return { pair, ids };
    };
    const stillAdmins = async (ids: number[]) =>
      (
        await sql(
          t.db.url,
          'SELECT id FROM users WHERE is_admin AND id = ANY($1::int[])',
          [ids],
        )
      ).length;
    for (let round = 0; round < 4; round++) {
      const { pair, ids } = await admins();
      const demoted = await Promise.all([
        pair[0].request('PATCH', `/api/admin/users/${ids[1]}/admin`, {
          isAdmin: false,
        }),
        pair[1].request('PATCH', `/api/admin/users/${ids[0]}/admin`, {
          isAdmin: false,
        }),
      ]);
      expect(demoted.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(demoted.find((r) => r.status === 403)?.body.code).toBe(
        'admin_required',
      );
      expect(await stillAdmins(ids)).toBe(1);
    }
    for (let round = 0; round < 4; round++) {
      const { pair, ids } = await admins();
      const deleted = await Promise.all([
        pair[0].request('DELETE', `/api/admin/users/${ids[1]}`),
        pair[1].request('DELETE', `/api/admin/users/${ids[0]}`),
      ]);
      expect(deleted.map((r) => r.status).sort()).toEqual([204, 403]);
      expect(await stillAdmins(ids)).toBe(1);
    }
  });

  it('changes a plan and refuses unknown plans', async () => {
    for (const plan of ['gold', '', 'PRO', null]) {
      const res = await admin.request(
        'PATCH',
        `/api/admin/users/${memberId}/plan`,
        { plan },
      );
      expect(res.status).toBe(400);
    }
    const res = await admin.request(
      'PATCH',
      `/api/admin/users/${memberId}/plan`,
      {
        plan: 'pro',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.accountType).toBe('pro');
    const stats = await member.get('/api/translator/stats');
    expect(stats.body).toMatchObject({
      account_type: 'pro',
      can_use_advanced: true,
    });
    expect((await audit())[0]).toMatchObject({
      action: 'user.plan',
      details: { from: 'free', to: 'pro' },
    });

    // What changes nothing is answered alike and not logged.
    const logged = async () =>
      Number(
        (await admin.get('/api/admin/audit')).headers.get('x-total-count'),
      );
    const before = await logged();
    expect(before).toBeGreaterThan(0);
    const again = await admin.request(
      'PATCH',
      `/api/admin/users/${memberId}/plan`,
      { plan: 'pro' },
    );
    expect(again.status).toBe(200);
    expect(again.body.accountType).toBe('pro');
    const demoted = await admin.request(
      'PATCH',
      `/api/admin/users/${memberId}/admin`,
      { isAdmin: false },
    );
    expect(demoted.status).toBe(200);
    expect(demoted.body.isAdmin).toBe(false);
    expect(await logged()).toBe(before);
  });

  it('deletes a member, keeping their posts without an author and every counter exact', async () => {
    const leaving = new ApiClient(t.url);
    const { user } = await leaving.register();
    const stays = new ApiClient(t.url);
    await stays.register();
    const theirQuestion = await ask(leaving, 'A question whose author leaves');
    const otherQuestion = await ask(
      stays,
      'A question the leaving member liked',
    );
    const answer = await leaving.post('/api/answers', {
      questionId: otherQuestion,
      content: 'An answer that stays after its author leaves.',
    });
    const staysAnswer = await stays.post('/api/answers', {
      questionId: theirQuestion,
      content: 'An answer whose votes from the leaver go.',
    });
    await stays.post('/api/votes', {
      answerId: answer.body.id,
      type: 'useful',
    });
    await leaving.post('/api/votes', {
      answerId: staysAnswer.body.id,
      type: 'useful',
    });
    await leaving.post('/api/votes', {
      answerId: staysAnswer.body.id,
      type: 'like',
    });
    await leaving.post(`/api/questions/${otherQuestion}/like`);
    await stays.post(`/api/questions/${theirQuestion}/like`);
    expect(await counterDrift(t.db.url)).toEqual([]);

    const me = (await admin.get('/api/user')).body;
    expect(
      (await admin.request('DELETE', `/api/admin/users/${me.id}`)).status,
    ).toBe(400);
    expect(
      (await admin.request('DELETE', '/api/admin/users/99999999')).status,
    ).toBe(404);
    expect(
      (await admin.request('DELETE', `/api/admin/users/${user.id}`)).status,
    ).toBe(204);

    expect((await leaving.get('/api/user')).body).toBeNull();
    const q = await new ApiClient(t.url).get(`/api/questions/${theirQuestion}`);
    expect(q.status).toBe(200);
    expect(q.body.user).toBeNull();
    const answers = await new ApiClient(t.url).get(
      `/api/questions/${otherQuestion}/answers`,
    );
    expect(
      answers.body.find((a: { id: number }) => a.id === answer.body.id).user,
    ).toBeNull();
    expect(await counterDrift(t.db.url)).toEqual([]);
    expect((await audit())[0]).toMatchObject({
      action: 'user.delete',
      targetId: user.id,
    });
  });

  it('deletes answers and questions of either locale, and works the report queue', async () => {
    const qid = await ask(member, 'Une question en français', 'fr');
    const answer = await member.post('/api/fr/answers', {
      questionId: qid,
      content: 'Une réponse qui sera supprimée.',
    });
    await admin.post('/api/votes', {
      answerId: answer.body.id,
      type: 'useful',
    });
    expect(
      (await admin.request('DELETE', '/api/admin/answers/99999999')).status,
    ).toBe(404);
    expect(
      (await admin.request('DELETE', `/api/admin/answers/${answer.body.id}`))
        .status,
    ).toBe(204);
    expect(await counterDrift(t.db.url)).toEqual([]);
    expect(
      (await admin.request('DELETE', `/api/admin/questions/${qid}`)).status,
    ).toBe(404);
    expect(
      (await admin.request('DELETE', `/api/admin/fr/questions/${qid}`)).status,
    ).toBe(204);

    const reported = await ask(member, 'A question somebody reports');
    const report = await admin.post('/api/reports', {
      questionId: reported,
      reason: 'spam',
    });
    expect(report.status).toBe(201);
    expect(
      (await admin.post(`/api/admin/reports/${report.body.id}/delete-item`))
        .status,
    ).toBe(204);
    expect(
      (await new ApiClient(t.url).get(`/api/questions/${reported}`)).status,
    ).toBe(404);
    expect(
      (await admin.post(`/api/admin/reports/${report.body.id}/delete-item`))
        .status,
    ).toBe(404);
    expect(await counterDrift(t.db.url)).toEqual([]);
    const actions = (await audit())
      .slice(0, 4)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual([
      'report.delete-item',
      'question.delete',
      'answer.delete',
      expect.any(String),
    ]);
    // The log names what the report pointed at, and why.
    expect((await audit())[0].details).toEqual({
      reason: 'spam',
      questionId: reported,
      answerId: null,
      title: 'A question somebody reports',
      locale: 'en',
    });

    // A dismissed report on an answer: its opening, its question, its locale.
    const answered = await ask(member, 'A question whose answer is reported');
    const reportedAnswer = await member.post('/api/answers', {
      questionId: answered,
      content: 'An answer somebody finds off-topic here.',
    });
    const answerReport = await admin.post('/api/reports', {
      answerId: reportedAnswer.body.id,
      reason: 'off-topic',
    });
    expect(
      (await admin.post(`/api/admin/reports/${answerReport.body.id}/dismiss`))
        .status,
    ).toBe(204);
    expect((await audit())[0]).toMatchObject({
      action: 'report.dismiss',
      details: {
        reason: 'off-topic',
        questionId: null,
        answerId: reportedAnswer.body.id,
        answerQuestionId: answered,
        excerpt: 'An answer somebody finds off-topic here.',
        locale: 'en',
      },
    });
  });

  it('seeds each set once: a second run adds nothing', async () => {
    for (const path of ['seed', 'seed-darija', 'seed-darija-french']) {
      const first = await admin.post(`/api/admin/${path}`);
      expect(first.status).toBe(200);
      expect(first.body.questions).toBeGreaterThanOrEqual(40);
      const [before] = await snapshot();
      const again = await admin.post(`/api/admin/${path}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ users: 0, questions: 0, answers: 0 });
      const [after] = await snapshot();
      expect({ ...after, audit: 0 }).toEqual({ ...before, audit: 0 });
      expect(after.audit).toBe(before.audit + 1);
    }
    expect(await counterDrift(t.db.url)).toEqual([]);
  });

  it('serves robots.txt naming the sitemap and keeping crawlers out of forms, the admin panel and the API', async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const page of ['/admin', '/fr/admin', '/auth', '/ask', '/api/'])
      expect(lines).toContain(`Disallow: ${page}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines.at(-1)).toBe(`Sitemap: ${t.url}/sitemap.xml`);
    // The sitemap it names is there.
    expect((await fetch(`${t.url}/sitemap.xml`)).status).toBe(200);
  });

  it('serves a valid sitemap with hreflang pairs that lists new questions, and downloads it', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const xml = await res.text();
    const plain = await fetch(`${t.url}/sitemap.xml`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(xml);
    const [{ questions }] = await sql(
      t.db.url,
      'SELECT count(*)::int AS questions FROM questions',
    );
    const urls = xml.match(/<url>/g) ?? [];
    // Each public page in both locales (13 pages), and every question.
    expect(SITEMAP_PAGES).toHaveLength(13);
    expect(urls).toHaveLength(26 + questions);
    expect(xml).toContain(`<loc>${t.url}/fr/about</loc>`);
    expect(xml).toContain(`<loc>${t.url}/plans</loc>`);
    expect(xml).toContain(`<loc>${t.url}/fr/plans</loc>`);
    // Every page listed in both locales names both, and x-default.
    expect(xml.match(/hreflang="en"/g)).toHaveLength(26);
    expect(xml.match(/hreflang="fr"/g)).toHaveLength(26);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(26);

    const fresh = await ask(member, 'A question crawlers should find');
    const again = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(again).toContain(`<loc>${t.url}/question/${fresh}</loc>`);
    await admin.request('DELETE', `/api/admin/questions/${fresh}`);
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).not.toContain(
      `/question/${fresh}<`,
    );

    const download = await admin.get('/api/admin/sitemap');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="sitemap.xml"',
    );
    expect(download.text).toContain('<urlset');
    expect((await audit())[0].action).toBe('sitemap.generate');
  });

  it('lists demo questions as soon as they are seeded, and downloads a sitemap read from the database', async () => {
    const sets = ['seed', 'seed-darija', 'seed-darija-french'];
    for (const set of sets)
      expect((await admin.post(`/api/admin/${set}`)).status).toBe(200);
    const [seeded] = await sql(
      t.db.url,
      `SELECT id FROM questions WHERE seed_key IS NOT NULL AND locale = 'en' ORDER BY id LIMIT 1`,
    );
    expect(
      (await admin.request('DELETE', `/api/admin/questions/${seeded.id}`))
        .status,
    ).toBe(204);
    // The sitemap is read (and kept) without the deleted question.
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).not.toContain(
      `/question/${seeded.id}<`,
    );
    let added = 0;
    for (const set of sets)
      added += (await admin.post(`/api/admin/${set}`)).body.questions;
    expect(added).toBe(1);
    const [back] = await sql(
      t.db.url,
      'SELECT max(id)::int AS id FROM questions',
    );
    expect(await (await fetch(`${t.url}/sitemap.xml`)).text()).toContain(
      `<loc>${t.url}/question/${back.id}</loc>`,
    );

    // A question this instance was not told of (another instance's).
    const [elsewhere] = await sql(
      t.db.url,
      `INSERT INTO questions (user_id, title, content, language, target_language, locale)
       SELECT user_id, 'Asked on another instance', '', language, target_language, locale
       FROM questions WHERE id = $1 RETURNING id`,
      [back.id],
    );
    const download = await admin.get('/api/admin/sitemap');
    expect(download.text).toContain(`/question/${elsewhere.id}</loc>`);
  });

  it('becomes a sitemap index past the per-file limit', async () => {
    const sitemap = t.app.get(SitemapService);
    const limit = sitemap.maxUrls;
    sitemap.maxUrls = 10;
    try {
      await ask(member, 'One more question for the index');
      const index = await (await fetch(`${t.url}/sitemap.xml`)).text();
      expect(index).toContain('<sitemapindex');
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => m[1],
      );
      expect(files.length).toBeGreaterThan(1);
      let listed = 0;
      for (const file of files) {
        const part = await (await fetch(file.replace(/&amp;/g, '&'))).text();
        const n = (part.match(/<url>/g) ?? []).length;
        expect(n).toBeLessThanOrEqual(10);
        listed += n;
      }
      const [{ questions }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS questions FROM questions',
      );
      expect(listed).toBe(2 * SITEMAP_PAGES.length + questions);
      expect((await fetch(`${t.url}/sitemap.xml?page=999`)).status).toBe(404);
      expect((await fetch(`${t.url}/sitemap.xml?page=abc`)).status).toBe(404);
    } finally {
      sitemap.maxUrls = limit;
    }
  });

  it('takes a demoted admin out of the live feed at once', async () => {
    const other = new ApiClient(t.url);
    const { user } = await other.register();
    await admin.request('PATCH', `/api/admin/users/${user.id}/admin`, {
      isAdmin: true,
    });
    const demoted = connectSocket(t.url, { cookie: other.sessionCookie });
    const watcher = connectSocket(t.url, { cookie: admin.sessionCookie });
    try {
      await Promise.all([connected(demoted), connected(watcher)]);
      expect((await join(demoted, { room: 'admin' })).ok).toBe(true);
      expect((await join(watcher, { room: 'admin' })).ok).toBe(true);
      await admin.request('PATCH', `/api/admin/users/${user.id}/admin`, {
        isAdmin: false,
      });
      const heard: unknown[] = [];
      demoted.on('admin:event', (e) => heard.push(e));
      const seen = nextEvent(
        watcher,
        'admin:event',
        (e: { title?: string }) => e.title === 'Asked after the demotion',
      );
      await ask(member, 'Asked after the demotion');
      await seen;
      expect(heard).toEqual([]);
    } finally {
      demoted.disconnect();
      watcher.disconnect();
    }
  });
});
