import { Socket } from 'socket.io-client';
import { ApiClient } from './support/api-client';
import { connected, connectSocket } from './support/socket-client';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session id inside a signed cookie value (`s:<id>.<signature>`, URL-encoded). */
function sessionIdOf(client: ApiClient): string {
  const value = decodeURIComponent(client.sessionCookie!);
  return value.slice(2, value.lastIndexOf('.'));
}

/** The Set-Cookie line of the session cookie, if the response has one. */
function sessionSetCookie(
  res: { headers: Headers },
  name: string,
): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

function expiresOf(setCookie: string): number {
  const match = /Expires=([^;]+)/i.exec(setCookie);
  return match ? Date.parse(match[1]) : NaN;
}

function closedReason(socket: Socket): Promise<string> {
  return new Promise((resolve) =>
    socket.on('disconnect', (reason) => resolve(reason)),
  );
}

describe('the session cookie', () => {
  it('is __Host-sid in production: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const t = await startTestApp({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
    });
    const sockets: Socket[] = [];
    try {
      expect(t.config.session.cookieName).toBe('__Host-sid');
      // The browser reaches the app through an HTTPS proxy.
      const https = { 'x-forwarded-proto': 'https' };
      const browser = new ApiClient(t.url, t.url.replace('http:', 'https:'), {
        sessionCookieName: t.config.session.cookieName,
        headers: https,
      });
      const res = await browser.post('/api/register', {
        email: 'prod@example.com',
        password: 'password-123',
        username: 'prod_user',
      });
      expect(res.status).toBe(201);
      const cookie = sessionSetCookie(res, '__Host-sid')!;
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(
        false,
      );
      expect((await browser.get('/api/user')).body.username).toBe('prod_user');

      // The live connection reads the same cookie.
      const socket = connectSocket(t.url, {
        cookie: browser.sessionCookie,
        cookieName: t.config.session.cookieName,
      });
      sockets.push(socket);
      await connected(socket);
      const closed = closedReason(socket);

      // Logout clears it with the same attributes, as a __Host- cookie requires.
      const out = await browser.post('/api/logout');
      expect(out.status).toBe(204);
      const cleared = sessionSetCookie(out, '__Host-sid')!;
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared).toMatch(/; Secure/i);
      expect(cleared).toMatch(/; Path=\/(;|$)/);
      expect(browser.sessionCookie).toBeUndefined();
      expect(await closed).toBe('io server disconnect');
      expect((await browser.get('/api/user')).text).toBe('null');
    } finally {
      for (const s of sockets) s.disconnect();
      await t.close();
    }
  });

  it('is never sent over plain HTTP in production', async () => {
    const t = await startTestApp({ NODE_ENV: 'production' });
    try {
      const res = await new ApiClient(t.url).post('/api/register', {
        email: 'plain@example.com',
        password: 'password-123',
        username: 'plain_user',
      });
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('is sid outside production, Secure only behind an HTTPS proxy', async () => {
    const t = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      expect(t.config.session.cookieName).toBe('sid');
      const plain = await new ApiClient(t.url).register();
      expect(plain.account).toBeDefined();
      const overHttps = new ApiClient(t.url, t.url.replace('http:', 'https:'), {
        headers: { 'x-forwarded-proto': 'https' },
      });
      const res = await overHttps.post('/api/register', {
        email: 'behind-proxy@example.com',
        password: 'password-123',
        username: 'proxy_user',
      });
      expect(sessionSetCookie(res, 'sid')).toMatch(/; Secure/i);
      const http = await new ApiClient(t.url).post('/api/register', {
        email: 'plain-http@example.com',
        password: 'password-123',
        username: 'http_user',
      });
      expect(sessionSetCookie(http, 'sid')).not.toMatch(/Secure/i);
    } finally {
      await t.close();
    }
  });
});

describe('session time-outs', () => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t?.close());

  const rowOf = async (sid: string) =>
    (
      await sql<{ expire: Date; created: string | null }>(
        t.db.url,
        "SELECT expire, sess->>'createdAt' AS created FROM sessions WHERE sid = $1",
        [sid],
      )
    )[0];

  /** Moves the session's creation time `ms` into the past. */
  const createdAgo = (sid: string, ms: number) =>
    sql(
      t.db.url,
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb($2::bigint))::json
       WHERE sid = $1`,
      [sid, Date.now() - ms],
    );

  it('records the creation time and keeps the session 7 days from its last use', async () => {
    const browser = new ApiClient(t.url);
    const before = Date.now();
    await browser.register();
    const sid = sessionIdOf(browser);
    const row = await rowOf(sid);
    expect(Number(row.created)).toBeGreaterThanOrEqual(before);
    expect(Number(row.created)).toBeLessThanOrEqual(Date.now());
    expect(row.expire.getTime()).toBeGreaterThan(before + 7 * DAY_MS - 60_000);
    expect(row.expire.getTime()).toBeLessThan(Date.now() + 7 * DAY_MS + 60_000);
  });

  it('slides the idle time-out with use: a session about to go idle is renewed for 7 days', async () => {
    const browser = new ApiClient(t.url);
    const { account } = await browser.register();
    const sid = sessionIdOf(browser);
    // Last used 6 days 23 hours ago: an hour left.
    await sql(
      t.db.url,
      "UPDATE sessions SET expire = now() + interval '1 hour' WHERE sid = $1",
      [sid],
    );
    const res = await browser.get('/api/user');
    expect(res.body.username).toBe(account.username);
    const expire = (await rowOf(sid)).expire.getTime();
    expect(expire).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    // The browser's cookie follows (rolling), but the server does not rely on it.
    const cookie = sessionSetCookie(res, 'sid')!;
    expect(expiresOf(cookie)).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
  });

  it('leaves the row as it is while its expiry is less than a minute behind: reads do not write it', async () => {
    const browser = new ApiClient(t.url);
    await browser.register();
    const sid = sessionIdOf(browser);
    await sql(
      t.db.url,
      "UPDATE sessions SET expire = now() + interval '7 days' - interval '30 seconds' WHERE sid = $1",
      [sid],
    );
    const before = (await rowOf(sid)).expire.getTime();
    for (let i = 0; i < 3; i++)
      expect((await browser.get('/api/user')).status).toBe(200);
    expect((await rowOf(sid)).expire.getTime()).toBe(before);
    // Two minutes behind: moved.
    await sql(
      t.db.url,
      "UPDATE sessions SET expire = now() + interval '7 days' - interval '2 minutes' WHERE sid = $1",
      [sid],
    );
    await browser.get('/api/user');
    expect((await rowOf(sid)).expire.getTime()).toBeGreaterThan(
      Date.now() + 7 * DAY_MS - 60_000,
    );
  });

  it('signs out a session idle past 7 days and deletes it, whatever the cookie says', async () => {
    const browser = new ApiClient(t.url);
    await browser.register();
    const sid = sessionIdOf(browser);
    const socket = connectSocket(t.url, { cookie: browser.sessionCookie });
    sockets.push(socket);
    await connected(socket);
    const closed = closedReason(socket);
    await sql(
      t.db.url,
      "UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = $1",
      [sid],
    );
    const res = await browser.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.text).toBe('null');
    expect(await rowOf(sid)).toBeUndefined();
    expect(await closed).toBe('io server disconnect');
    expect((await browser.get('/api/users/public')).status).toBe(401);
  });

  it('signs out a session 30 days after sign-in however recently it was used, and deletes it', async () => {
    const browser = new ApiClient(t.url);
    await browser.register();
    const sid = sessionIdOf(browser);
    const socket = connectSocket(t.url, { cookie: browser.sessionCookie });
    sockets.push(socket);
    await connected(socket);
    const closed = closedReason(socket);
    await createdAgo(sid, 30 * DAY_MS + 60_000);
    // Used a moment ago: the idle time-out alone would keep it.
    expect((await rowOf(sid)).expire.getTime()).toBeGreaterThan(
      Date.now() + 6 * DAY_MS,
    );
    const res = await browser.get('/api/user');
    expect(res.text).toBe('null');
    expect(await rowOf(sid)).toBeUndefined();
    expect(await closed).toBe('io server disconnect');
  });

  it('never lets the cookie or the row outlive the 30-day limit', async () => {
    const browser = new ApiClient(t.url);
    const { account } = await browser.register();
    const sid = sessionIdOf(browser);
    await createdAgo(sid, 29 * DAY_MS);
    const res = await browser.get('/api/user');
    expect(res.body.username).toBe(account.username);
    const oneDayFromNow = Date.now() + DAY_MS;
    const cookie = sessionSetCookie(res, 'sid')!;
    expect(Math.abs(expiresOf(cookie) - oneDayFromNow)).toBeLessThan(60_000);
    expect(
      Math.abs((await rowOf(sid)).expire.getTime() - oneDayFromNow),
    ).toBeLessThan(60_000);
  });

  it.each([
    ['has no creation time', "(sess::jsonb - 'createdAt')::json"],
    ['holds no cookie part: not a session', "(sess::jsonb - 'cookie')::json"],
  ])('signs out a session that %s, and deletes it', async (_case, stored) => {
    const browser = new ApiClient(t.url);
    await browser.register();
    const sid = sessionIdOf(browser);
    await sql(t.db.url, `UPDATE sessions SET sess = ${stored} WHERE sid = $1`, [
      sid,
    ]);
    expect((await browser.get('/api/user')).text).toBe('null');
    expect(await rowOf(sid)).toBeUndefined();
  });
});

// Its own app, started when no other runs: passport's user loading is process-wide.
describe('configured session time-outs', () => {
  it('follows SESSION_IDLE_DAYS and SESSION_ABSOLUTE_DAYS', async () => {
    const short = await startTestApp({
      SESSION_IDLE_DAYS: '1',
      SESSION_ABSOLUTE_DAYS: '2',
    });
    try {
      const browser = new ApiClient(short.url);
      const { account } = await browser.register();
      const sid = sessionIdOf(browser);
      const [row] = await sql<{ expire: Date }>(
        short.db.url,
        'SELECT expire FROM sessions WHERE sid = $1',
        [sid],
      );
      expect(
        Math.abs(row.expire.getTime() - (Date.now() + DAY_MS)),
      ).toBeLessThan(60_000);
      expect((await browser.get('/api/user')).body.username).toBe(
        account.username,
      );
      await sql(
        short.db.url,
        `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb($2::bigint))::json
         WHERE sid = $1`,
        [sid, Date.now() - 2 * DAY_MS - 60_000],
      );
      expect((await browser.get('/api/user')).text).toBe('null');
    } finally {
      await short.close();
    }
  });
});

describe('the member of a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** Points the session at `user` (any json) as its signed-in member. */
  const sessionUser = (sid: string, user: unknown) =>
    sql(
      t.db.url,
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{passport,user}', $2::jsonb)::json
       WHERE sid = $1`,
      [sid, JSON.stringify(user)],
    );

  it("is read with the session on each request: a change to the member's row shows at once", async () => {
    const browser = new ApiClient(t.url);
    const { user } = await browser.register();
    expect((await browser.get('/api/user')).body.isAdmin).toBe(false);
    await sql(
      t.db.url,
      "UPDATE users SET username = $2, is_admin = true, native_languages = '{dz,fr}' WHERE id = $1",
      [user.id, `renamed_${user.id}`],
    );
    const changed = (await browser.get('/api/user')).body;
    expect(changed).toMatchObject({
      id: user.id,
      username: `renamed_${user.id}`,
      isAdmin: true,
      nativeLanguages: ['dz', 'fr'],
    });
    expect(new Date(changed.createdAt).getTime()).toBe(
      new Date(user.createdAt).getTime(),
    );
    expect((await browser.get('/api/admin/stats')).status).toBe(200);
    await sql(t.db.url, 'UPDATE users SET is_admin = false WHERE id = $1', [
      user.id,
    ]);
    const admin = await browser.get('/api/admin/stats');
    expect(admin.status).toBe(403);
  });

  it('is whoever the stored session names, and nobody when it names no member', async () => {
    const first = new ApiClient(t.url);
    const { user: firstUser } = await first.register();
    const second = new ApiClient(t.url);
    const { user: secondUser } = await second.register();
    const sid = sessionIdOf(first);

    await sessionUser(sid, secondUser.id);
    expect((await first.get('/api/user')).body.username).toBe(
      secondUser.username,
    );
    for (const stranger of [
      2_000_000_000,
      12_345_678_901,
      String(firstUser.id),
      1.5,
      null,
    ]) {
      await sessionUser(sid, stranger);
      const res = await first.get('/api/user');
      expect({ stranger, status: res.status, body: res.text }).toEqual({
        stranger,
        status: 200,
        body: 'null',
      });
    }
    // The other member's own session is untouched throughout.
    expect((await second.get('/api/user')).body.id).toBe(secondUser.id);
  });
});

describe('logout', () => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t?.close());

  const signedIn = async () => {
    const browser = new ApiClient(t.url);
    const { account } = await browser.register();
    return { browser, account, sid: sessionIdOf(browser) };
  };
  const sessionRows = async (sid: string) =>
    (
      await sql<{ n: number }>(
        t.db.url,
        'SELECT count(*)::int AS n FROM sessions WHERE sid = $1',
        [sid],
      )
    )[0].n;

  it('POST /api/logout ends the session (204), deletes it, clears the cookie and closes its sockets', async () => {
    const { browser, sid } = await signedIn();
    const socket = connectSocket(t.url, { cookie: browser.sessionCookie });
    sockets.push(socket);
    await connected(socket);
    const closed = closedReason(socket);
    const old = browser.sessionCookie!;

    const out = await browser.post('/api/logout');
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    expect(sessionSetCookie(out, 'sid')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await sessionRows(sid)).toBe(0);
    expect(await closed).toBe('io server disconnect');

    // The old cookie, replayed, is worth nothing.
    const replay = new ApiClient(t.url);
    replay.useSessionCookie(old);
    expect((await replay.get('/api/user')).text).toBe('null');
  });

  it('POST /api/logout answers 204 to a guest too', async () => {
    expect((await new ApiClient(t.url).post('/api/logout')).status).toBe(204);
  });

  it('refuses POST /api/logout from another site (403) and keeps the session', async () => {
    const { browser, account } = await signedIn();
    const res = await browser.post('/api/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect((await browser.get('/api/user')).body.username).toBe(
      account.username,
    );
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none (typed in)', { 'sec-fetch-site': 'none' }],
    ['a Referer on another site', { referer: 'https://evil.example/page' }],
    [
      'a cross-site Sec-Fetch-Site despite a same-origin Referer',
      { 'sec-fetch-site': 'cross-site', referer: 'SELF/users' },
    ],
    ['no evidence at all (an <img> with no referrer)', {}],
  ])(
    'GET /api/logout with %s only redirects home, signed in as before',
    async (_label, headers: Record<string, string>) => {
      const { browser, account, sid } = await signedIn();
      const sent = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, v.replace('SELF', t.url)]),
      );
      const res = await browser.get('/api/logout', sent);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(sessionSetCookie(res, 'sid') ?? '').not.toMatch(/1970/);
      expect((await browser.get('/api/user')).body.username).toBe(
        account.username,
      );
      expect(await sessionRows(sid)).toBe(1);
    },
  );

  it('GET /api/logout as a navigation from the app (Sec-Fetch-Site: same-origin) ends the session, as the spec client does', async () => {
    const { browser, sid } = await signedIn();
    const socket = connectSocket(t.url, { cookie: browser.sessionCookie });
    sockets.push(socket);
    await connected(socket);
    const closed = closedReason(socket);
    const res = await browser.get('/api/logout', {
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(browser.sessionCookie).toBeUndefined();
    expect(await sessionRows(sid)).toBe(0);
    expect(await closed).toBe('io server disconnect');
  });

  it('GET /api/logout from a browser without Sec-Fetch-Site ends the session when the Referer is the app', async () => {
    const { browser } = await signedIn();
    const res = await browser.get('/api/logout', {
      referer: `${t.url}/fr/question/1`,
    });
    expect(res.headers.get('location')).toBe('/fr');
    expect((await browser.get('/api/user')).text).toBe('null');
  });
});

describe('password change', () => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t?.close());

  const open = async (client: ApiClient) => {
    const socket = connectSocket(t.url, { cookie: client.sessionCookie });
    sockets.push(socket);
    await connected(socket);
    return socket;
  };
  const sessionsOf = async (userId: number) =>
    (
      await sql<{ sid: string }>(
        t.db.url,
        "SELECT sid FROM sessions WHERE sess->'passport'->>'user' = $1 ORDER BY sid",
        [String(userId)],
      )
    ).map((r) => r.sid);

  it('changes the password, ends every other session and its sockets, and gives this one a new id', async () => {
    const here = new ApiClient(t.url);
    const { account, user } = await here.register();
    const laptop = new ApiClient(t.url);
    const phone = new ApiClient(t.url);
    for (const device of [laptop, phone]) {
      const login = await device.post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
    }
    // Another member's session is left alone.
    const someoneElse = new ApiClient(t.url);
    const other = await someoneElse.register();

    const laptopSocket = await open(laptop);
    const laptopClosed = closedReason(laptopSocket);
    const hereSocket = await open(here);
    let hereDisconnected = false;
    hereSocket.on('disconnect', () => {
      hereDisconnected = true;
    });
    const oldId = sessionIdOf(here);
    expect(await sessionsOf(user.id)).toHaveLength(3);

    const res = await here.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: 'a brand new secret',
    });
    expect(res.status).toBe(204);

    // This browser stays signed in, under a new session id.
    expect(sessionIdOf(here)).not.toBe(oldId);
    expect((await here.get('/api/user')).body.username).toBe(account.username);
    expect(await sessionsOf(user.id)).toEqual([sessionIdOf(here)]);
    // The others are signed out, their live connections closed.
    expect((await laptop.get('/api/user')).text).toBe('null');
    expect((await phone.get('/api/user')).text).toBe('null');
    expect(await laptopClosed).toBe('io server disconnect');
    expect(hereDisconnected).toBe(false);
    expect((await someoneElse.get('/api/user')).body.username).toBe(
      other.account.username,
    );

    // This browser's socket follows the new session: logging out closes it.
    const hereClosed = closedReason(hereSocket);
    expect((await here.post('/api/logout')).status).toBe(204);
    expect(await hereClosed).toBe('io server disconnect');

    const oldPassword = await new ApiClient(t.url).post('/api/login', {
      email: account.email,
      password: account.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new ApiClient(t.url).post('/api/login', {
      email: account.email,
      password: 'a brand new secret',
    });
    expect(newPassword.status).toBe(200);
  });

  it('refuses a wrong current password with 400 and a clear message, and changes nothing', async () => {
    const member = new ApiClient(t.url);
    const { account, user } = await member.register();
    const laptop = new ApiClient(t.url);
    await laptop.post('/api/login', {
      email: account.email,
      password: account.password,
    });
    const res = await member.post('/api/user/password', {
      currentPassword: 'not the password',
      newPassword: 'a brand new secret',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Your current password is incorrect.',
      error: 'Bad Request',
      code: 'wrong_current_password',
    });
    expect(await sessionsOf(user.id)).toHaveLength(2);
    expect((await laptop.get('/api/user')).body.username).toBe(
      account.username,
    );
    const login = await new ApiClient(t.url).post('/api/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });

  it.each([
    [
      'a new password under 8 characters',
      { newPassword: 'short' },
      'newPassword must be at least 8 characters long',
    ],
    [
      'a new password over 128 characters',
      { newPassword: 'n'.repeat(129) },
      'newPassword must be at most 128 characters long',
    ],
    [
      'a common new password',
      { newPassword: 'Qwerty123' },
      'This password is too common. Choose another one.',
    ],
    [
      'a new password of one character repeated',
      { newPassword: '#'.repeat(12) },
      'This password repeats a single character. Choose another one.',
    ],
    [
      'the current password again',
      { newPassword: 'correct horse battery' },
      'The new password must be different from the current one.',
    ],
    [
      'no current password',
      { currentPassword: undefined },
      'currentPassword is required',
    ],
    ['an unexpected field', { isAdmin: true }, 'isAdmin'],
  ])(
    'refuses %s with 400 and keeps the old password',
    async (_label, change: Record<string, unknown>, message) => {
      const member = new ApiClient(t.url);
      const { account } = await member.register();
      const body = {
        currentPassword: account.password,
        newPassword: 'a brand new secret',
        ...change,
      };
      const res = await member.post('/api/user/password', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toContain(message);
      const login = await new ApiClient(t.url).post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
    },
  );

  it('answers 401 to a guest and 403 to another site', async () => {
    const body = {
      currentPassword: 'whatever-it-is',
      newPassword: 'a brand new secret',
    };
    const guest = await new ApiClient(t.url).post('/api/user/password', body);
    expect(guest.status).toBe(401);
    const member = new ApiClient(t.url);
    const { account } = await member.register();
    const evil = await member.post(
      '/api/user/password',
      { ...body, currentPassword: account.password },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    const login = await new ApiClient(t.url).post('/api/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });
});
