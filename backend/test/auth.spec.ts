import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { ApiClient } from './support/api-client';
import { startTestApp, TestApp } from './support/test-app';

async function countUsers(t: TestApp): Promise<number> {
  const c = new Client({ connectionString: t.db.url });
  await c.connect();
  try {
    return (await c.query('SELECT count(*)::int AS n FROM users')).rows[0].n;
  } finally {
    await c.end();
  }
}

async function sql(t: TestApp, text: string, params: unknown[] = []) {
  const c = new Client({ connectionString: t.db.url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end();
  }
}

describe('accounts and sessions', () => {
  let t: TestApp;
  const ADMIN = {
    email: 'root.admin@example.com',
    password: 'admin-password-123',
  };

  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(() => t?.close());

  it('registers, signs in, shows the session user, logs out, and then answers 401', async () => {
    const browser = new ApiClient(t.url);
    const { account, user } = await browser.register();
    expect(user).toEqual({
      id: expect.any(Number),
      email: account.email,
      username: account.username,
      first_name: 'Amina',
      last_name: 'Lahlou',
      profile_image_url: null,
      isAdmin: false,
      nativeLanguages: ['ar'],
      learningLanguages: ['fr'],
      account_type: 'free',
    });
    expect(browser.sessionCookie).toBeDefined();

    expect((await browser.get('/api/user')).body.username).toBe(
      account.username,
    );

    const out = await browser.post('/api/logout');
    expect(out.status).toBe(204);
    expect(browser.sessionCookie).toBeUndefined();
    const signedOut = await browser.get('/api/user');
    expect(signedOut.status).toBe(200);
    expect(signedOut.text).toBe('null');

    const login = await browser.post('/api/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.username).toBe(account.username);
    expect((await browser.get('/api/user')).status).toBe(200);
  });

  it('sets the session cookie httpOnly, SameSite=Lax, named sid outside production', async () => {
    const res = await fetch(`${t.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({
        email: 'cookie@example.com',
        password: 'password-123',
        username: 'cookie_user',
      }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('gives a new session id at sign-in', async () => {
    const browser = new ApiClient(t.url);
    const first = await browser.register();
    const before = browser.sessionCookie;
    const other = await new ApiClient(t.url).register();
    const res = await browser.post('/api/login', {
      email: other.account.email,
      password: other.account.password,
    });
    expect(res.status).toBe(200);
    expect(browser.sessionCookie).toBeDefined();
    expect(browser.sessionCookie).not.toBe(before);
    expect((await browser.get('/api/user')).body.username).toBe(
      other.account.username,
    );
    expect(first.user.username).not.toBe(other.account.username);
  });

  it('sends French visitors home to /fr after logout, and /api/login to the sign-in page', async () => {
    const browser = new ApiClient(t.url);
    await browser.register();
    const out = await browser.get('/api/logout', {
      referer: `${t.url}/fr/users`,
    });
    expect(out.headers.get('location')).toBe('/fr');
    expect((await browser.get('/api/user')).text).toBe('null');
    const relogin = await browser.get('/api/login');
    expect(relogin.status).toBe(302);
    expect(relogin.headers.get('location')).toBe('/auth');
    const frRelogin = await browser.get('/api/login', {
      referer: `${t.url}/fr/ask`,
    });
    expect(frRelogin.headers.get('location')).toBe('/fr/auth?next=%2Ffr%2Fask');
  });

  it('has /api/login name the page of this site to return to after signing in', async () => {
    const browser = new ApiClient(t.url);
    const locationFrom = async (referer: string) =>
      (await browser.get('/api/login', { referer })).headers.get('location');
    expect(await locationFrom(`${t.url}/admin`)).toBe('/auth?next=%2Fadmin');
    expect(await locationFrom(`${t.url}/?search=salam%20aleikoum&page=2`)).toBe(
      '/auth?next=%2F%3Fsearch%3Dsalam%2520aleikoum%26page%3D2',
    );
    // Another site, the sign-in page itself, the API and a malformed Referer: no page to return to.
    expect(await locationFrom('https://elsewhere.example/admin')).toBe('/auth');
    expect(await locationFrom(`${t.url}/auth`)).toBe('/auth');
    expect(await locationFrom(`${t.url}/fr/auth`)).toBe('/fr/auth');
    expect(await locationFrom(`${t.url}/api/questions`)).toBe('/auth');
    expect(await locationFrom('not a url')).toBe('/auth');
    expect(await locationFrom(`${t.url}//elsewhere.example/admin`)).toBe(
      '/auth',
    );
  });

  it('refuses a taken e-mail (any letter case) or username with 409 and writes nothing', async () => {
    const { account } = await new ApiClient(t.url).register();
    const before = await countUsers(t);
    const again = await new ApiClient(t.url).post('/api/register', {
      email: account.email.toUpperCase(),
      password: 'another-password',
      username: 'someone_else',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists',
      error: 'Conflict',
      code: 'email_taken',
    });
    const sameName = await new ApiClient(t.url).post('/api/register', {
      email: 'fresh@example.com',
      password: 'another-password',
      username: account.username.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('This username is already taken');
    expect(await countUsers(t)).toBe(before);
  });

  it.each([
    [
      'no e-mail',
      { password: 'password-123', username: 'valid_name' },
      'email',
    ],
    [
      'a malformed e-mail',
      {
        email: 'not-an-email',
        password: 'password-123',
        username: 'valid_name',
      },
      'email',
    ],
    [
      'a short password',
      { email: 'a@example.com', password: 'short', username: 'valid_name' },
      'password',
    ],
    [
      'an over-long password',
      {
        email: 'a@example.com',
        password: 'x'.repeat(129),
        username: 'valid_name',
      },
      'password must be at most 128 characters long',
    ],
    [
      'a password from the common-passwords list',
      {
        email: 'a@example.com',
        password: 'iloveyou123',
        username: 'valid_name',
      },
      'This password is too common. Choose another one.',
    ],
    [
      'a common password in capitals',
      {
        email: 'a@example.com',
        password: 'PASSWORD1',
        username: 'valid_name',
      },
      'This password is too common. Choose another one.',
    ],
    [
      'a password of eight spaces',
      {
        email: 'a@example.com',
        password: ' '.repeat(8),
        username: 'valid_name',
      },
      'This password repeats a single character. Choose another one.',
    ],
    [
      'a bad username',
      {
        email: 'a@example.com',
        password: 'password-123',
        username: 'no spaces!',
      },
      'username',
    ],
    [
      'a two-letter username',
      { email: 'a@example.com', password: 'password-123', username: 'ab' },
      'username',
    ],
    [
      'an over-long first name',
      {
        email: 'a@example.com',
        password: 'password-123',
        username: 'valid_name',
        firstName: 'x'.repeat(61),
      },
      'firstName',
    ],
    [
      'a first name with a direction override',
      {
        email: 'a@example.com',
        password: 'password-123',
        username: 'valid_name',
        firstName: '\u202eevil',
      },
      'firstName must not contain control or text-direction characters',
    ],
    [
      'a last name with an isolate or a control character',
      {
        email: 'a@example.com',
        password: 'password-123',
        username: 'valid_name',
        firstName: 'Amina',
        lastName: 'Lah\u2067lou\u0007',
      },
      'lastName must not contain control or text-direction characters',
    ],
    [
      'an unknown language code',
      {
        email: 'a@example.com',
        password: 'password-123',
        username: 'valid_name',
        nativeLanguages: ['xx'],
      },
      'nativeLanguages',
    ],
    [
      'languages that are not a list',
      {
        email: 'a@example.com',
        password: 'password-123',
        username: 'valid_name',
        learningLanguages: 'fr',
      },
      'learningLanguages',
    ],
    [
      'an unexpected field',
      {
        email: 'a@example.com',
        password: 'password-123',
        username: 'valid_name',
        isAdmin: true,
      },
      'isAdmin',
    ],
  ])(
    'rejects registration with %s (400, nothing written)',
    async (_label, body, mentioned) => {
      const before = await countUsers(t);
      const res = await new ApiClient(t.url).post('/api/register', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(JSON.stringify(res.body.message)).toContain(mentioned);
      expect(await countUsers(t)).toBe(before);
    },
  );

  it('accepts passwords of 8 and of 128 characters that are not common', async () => {
    for (const password of [
      'kif-dayr',
      'k'.repeat(64) + 'ifach'.repeat(12) + 'xyz!',
    ]) {
      expect(password.length === 8 || password.length === 128).toBe(true);
      const { account } = await new ApiClient(t.url).register({ password });
      const login = await new ApiClient(t.url).post('/api/login', {
        email: account.email,
        password,
      });
      expect(login.status).toBe(200);
    }
  });

  it('stores names without the invisible characters around them', async () => {
    const { user } = await new ApiClient(t.url).register({
      firstName: '\u200b Amina\u200d ',
      lastName: '\ufeffLahlou\u2060',
    });
    expect([user.first_name, user.last_name]).toEqual(['Amina', 'Lahlou']);
  });

  it('keeps the joiners and direction marks some scripts need inside a name', async () => {
    const { user } = await new ApiClient(t.url).register({
      firstName: 'مهر\u200cناز',
      lastName: 'Lahlou\u200f',
    });
    expect([user.first_name, user.last_name]).toEqual([
      'مهر\u200cناز',
      'Lahlou\u200f',
    ]);
  });

  it('rejects a non-JSON body with 415 and a malformed one with 400', async () => {
    const before = await countUsers(t);
    const form = await new ApiClient(t.url).post(
      '/api/register',
      'email=a@b.c&password=12345678',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(form.status).toBe(415);
    const broken = await new ApiClient(t.url).post('/api/login', '{"email":');
    expect(broken.status).toBe(400);
    expect(await countUsers(t)).toBe(before);
  });

  it('answers a wrong password and an unknown e-mail the same way (no account enumeration)', async () => {
    const { account } = await new ApiClient(t.url).register();
    const wrong = await new ApiClient(t.url).post('/api/login', {
      email: account.email,
      password: 'wrong-password',
    });
    const unknown = await new ApiClient(t.url).post('/api/login', {
      email: 'nobody-here@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('rejects sign-in with missing fields with 400', async () => {
    const res = await new ApiClient(t.url).post('/api/login', {
      email: 'a@example.com',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain('password');
  });

  it('tells an over-long e-mail or password on sign-in and sign-up in the words every route uses', async () => {
    const login = await new ApiClient(t.url).post('/api/login', {
      email: `${'a'.repeat(250)}@example.com`,
      password: 'x'.repeat(129),
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toEqual([
      'email must be at most 254 characters long',
      'password must be at most 128 characters long',
    ]);
    const register = await new ApiClient(t.url).post('/api/register', {
      email: `${'a'.repeat(250)}@example.com`,
      password: 'correct horse battery',
      username: 'long_email',
    });
    expect(register.status).toBe(400);
    expect(register.body.message).toContain(
      'email must be at most 254 characters long',
    );
  });

  it('logs a failed sign-in without the password', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      await new ApiClient(t.url).post('/api/login', {
        email: 'someone@example.com',
        password: 'secret-guess-42',
      });
      const logged = JSON.stringify(warn.mock.calls);
      expect(logged).toContain('failed sign-in');
      expect(logged).toContain('someone@example.com');
      expect(logged).not.toContain('secret-guess-42');
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses state-changing requests from another origin or without one (CSRF)', async () => {
    const before = await countUsers(t);
    const body = {
      email: 'csrf@example.com',
      password: 'password-123',
      username: 'csrf_user',
    };
    const evil = await new ApiClient(t.url, 'https://evil.example').post(
      '/api/register',
      body,
    );
    expect(evil.status).toBe(403);
    expect(evil.body.message).toContain('Cross-site request refused');
    const none = await new ApiClient(t.url, null).post('/api/register', body);
    expect(none.status).toBe(403);
    expect(await countUsers(t)).toBe(before);
    const viaReferer = await new ApiClient(t.url, null).post(
      '/api/register',
      body,
      { referer: `${t.url}/auth` },
    );
    expect(viaReferer.status).toBe(201);
  });

  it('answers a guest asking who is signed in with 200 and null', async () => {
    const res = await new ApiClient(t.url).get('/api/user');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.text).toBe('null');
  });

  it('answers guests 401 on signed-in endpoints', async () => {
    const guest = new ApiClient(t.url);
    for (const path of [
      '/api/users/public',
      '/api/fr/users/public',
      '/api/stats',
      '/api/fr/stats',
    ]) {
      const res = await guest.get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(res.body.error).toBe('Unauthorized');
    }
  });

  it('guards admin routes: 401 guest, 403 member, 200 admin (bootstrapped from ADMIN_EMAIL)', async () => {
    expect((await new ApiClient(t.url).get('/api/admin/users')).status).toBe(
      401,
    );
    const member = new ApiClient(t.url);
    await member.register();
    const denied = await member.get('/api/admin/users');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Admin privileges are required');
    const admin = new ApiClient(t.url);
    expect((await admin.post('/api/login', ADMIN)).status).toBe(200);
    const me = await admin.get('/api/user');
    expect(me.body.isAdmin).toBe(true);
    const list = await admin.get('/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.body[0]).toHaveProperty('email');
    expect(JSON.stringify(list.body)).not.toMatch(/password|hash/i);
  });

  it('shows only public fields in the members list', async () => {
    const browser = new ApiClient(t.url);
    const { account } = await browser.register();
    const res = await browser.get('/api/users/public');
    expect(res.status).toBe(200);
    const me = res.body.find(
      (u: { username: string }) => u.username === account.username,
    );
    expect(Object.keys(me).sort()).toEqual(
      [
        'firstName',
        'id',
        'isAdmin',
        'lastName',
        'learningLanguages',
        'nativeLanguages',
        'profileImageUrl',
        'totalAnswers',
        'username',
      ].sort(),
    );
    expect(res.text).not.toContain('@example.com');
    expect(res.text).not.toMatch(/argon2|password/i);
    const fr = await browser.get('/api/fr/users/public?limit=1');
    expect(fr.status).toBe(200);
    expect(fr.body).toHaveLength(1);
    expect((await browser.get('/api/users/public?limit=1000')).status).toBe(
      400,
    );
    expect((await browser.get('/api/users/public?offset=-1')).status).toBe(400);
  });

  it('ranks top contributors by answers (at least one, at most 10) and counts the community', async () => {
    const browser = new ApiClient(t.url);
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        (await new ApiClient(t.url).register({ nativeLanguages: ['ja'] })).user,
      );
    await browser.register({
      nativeLanguages: ['ko'],
      learningLanguages: ['ja'],
    });
    for (const [i, u] of made.entries())
      await sql(t, 'UPDATE users SET total_answers = $1 WHERE id = $2', [
        i,
        u.id,
      ]);

    const top = await browser.get('/api/users/top-contributors');
    expect(top.status).toBe(200);
    expect(top.body).toHaveLength(10);
    expect(
      top.body.map((u: { totalAnswers: number }) => u.totalAnswers),
    ).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(top.body.every((u: object) => !('email' in u))).toBe(true);

    const stats = await browser.get('/api/stats');
    const [expected] = await sql(
      t,
      `SELECT count(*)::int AS users, count(*) FILTER (WHERE total_answers > 0)::int AS contributors,
              sum(total_answers)::int AS answers FROM users`,
    );
    expect(stats.body).toEqual({
      totalUsers: expected.users,
      totalContributors: expected.contributors,
      totalAnswers: expected.answers,
      totalLanguages: expect.any(Number),
    });
    expect(stats.body.totalLanguages).toBeGreaterThanOrEqual(4);

    const communities = await browser.get('/api/users/communities');
    expect(communities.body).toHaveLength(12);
    const ja = communities.body.find(
      (c: { language: string }) => c.language === 'ja',
    );
    expect(ja).toEqual({ language: 'ja', nativeSpeakers: 12, learners: 1 });
  });

  it('keeps sessions across an app restart (they live in PostgreSQL)', async () => {
    const browser = new ApiClient(t.url);
    const { account } = await browser.register();
    t = await t.restart();
    const again = new ApiClient(t.url);
    again.useSessionCookie(browser.sessionCookie!);
    const me = await again.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(account.username);
  });
});

describe('sign-in rate limits', () => {
  /** A request as if from `ip` (the app trusts X-Forwarded-For behind TRUST_PROXY). */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('pauses an account for the address that failed, even with the right password, and not for its owner elsewhere', async () => {
    const t = await startTestApp({
      RATE_LIMIT_FAILED_LOGINS: '3',
      TRUST_PROXY: 'true',
    });
    try {
      const { account } = await new ApiClient(t.url).register();
      const attacker = new ApiClient(t.url);
      const attackerIp = from('203.0.113.66');
      for (let i = 0; i < 3; i++) {
        const res = await attacker.post(
          '/api/login',
          { email: account.email, password: 'wrong' },
          attackerIp,
        );
        expect(res.status).toBe(401);
      }
      const blocked = await attacker.post(
        '/api/login',
        { email: account.email, password: account.password },
        attackerIp,
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toContain(
        'Too many failed sign-in attempts',
      );
      // The owner, from their own address, is not locked out.
      const owner = await new ApiClient(t.url).post(
        '/api/login',
        { email: account.email, password: account.password },
        from('198.51.100.7'),
      );
      expect(owner.status).toBe(200);
      // Another account from the paused address is not affected.
      const other = await new ApiClient(t.url).register();
      const fine = await attacker.post(
        '/api/login',
        { email: other.account.email, password: other.account.password },
        attackerIp,
      );
      expect(fine.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('names the wait until the oldest failure behind the pause leaves the window', async () => {
    const t = await startTestApp({ RATE_LIMIT_FAILED_LOGINS: '3' });
    try {
      const { account } = await new ApiClient(t.url).register();
      const guest = new ApiClient(t.url);
      for (let i = 0; i < 3; i++)
        await guest.post('/api/login', {
          email: account.email,
          password: 'wrong',
        });
      // The failures were 13, 12 and 11 minutes ago: the oldest leaves the
      // 15-minute window in 2 minutes, and then the address may try again.
      await sql(
        t,
        `UPDATE auth_failures f SET at = now() - (11 + o.n) * interval '1 minute'
         FROM (SELECT id, row_number() OVER (ORDER BY id DESC) - 1 AS n FROM auth_failures WHERE email = $1) o
         WHERE f.id = o.id`,
        [account.email],
      );
      const paused = await guest.post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(paused.status).toBe(429);
      expect(paused.body.code).toBe('sign_in_locked');
      const wait = Number(paused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(100);
      expect(wait).toBeLessThanOrEqual(121);
      expect(paused.body.params).toEqual({ minutes: 2 });
      expect(paused.body.message).toBe(
        'Too many failed sign-in attempts for this account. Try again in 2 minutes.',
      );
      // Once that failure has left the window, the right password signs in.
      await sql(
        t,
        `UPDATE auth_failures SET at = at - interval '2 minutes' WHERE email = $1`,
        [account.email],
      );
      const signedIn = await guest.post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('holds the per-account-and-address limit against 30 parallel wrong passwords', async () => {
    const t = await startTestApp({ RATE_LIMIT_FAILED_LOGINS: '3' });
    try {
      const { account } = await new ApiClient(t.url).register();
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const guest = new ApiClient(t.url);
          return (
            await guest.post('/api/login', {
              email: account.email,
              password: 'wrong password',
            })
          ).status;
        }),
      );
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(27);
      const [{ n }] = await sql(
        t,
        'SELECT count(*)::int AS n FROM auth_failures WHERE email = $1',
        [account.email],
      );
      expect(n).toBe(3);
      const right = await new ApiClient(t.url).post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(right.status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('past the account-wide limit, lets only addresses without failures try, one guess each', async () => {
    const t = await startTestApp({
      RATE_LIMIT_FAILED_LOGINS: '3',
      RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: '5',
      TRUST_PROXY: 'true',
    });
    try {
      const { account } = await new ApiClient(t.url).register();
      const guest = new ApiClient(t.url);
      const wrong = { email: account.email, password: 'wrong' };
      const right = { email: account.email, password: account.password };
      // Five addresses, one failure each: the account is over its overall limit.
      for (let i = 1; i <= 5; i++) {
        const res = await guest.post('/api/login', wrong, from(`10.0.0.${i}`));
        expect(res.status).toBe(401);
      }
      // An address that has failed is paused now, though under its own limit of 3.
      expect(
        (await guest.post('/api/login', right, from('10.0.0.1'))).status,
      ).toBe(429);
      // A new address gets one guess: wrong, and it is paused too.
      expect(
        (await guest.post('/api/login', wrong, from('10.0.0.6'))).status,
      ).toBe(401);
      expect(
        (await guest.post('/api/login', right, from('10.0.0.6'))).status,
      ).toBe(429);
      // The owner's address, without failures, still gets in with the right password.
      expect(
        (await guest.post('/api/login', right, from('192.0.2.10'))).status,
      ).toBe(200);
      const [{ n }] = await sql(
        t,
        'SELECT count(*)::int AS n FROM auth_failures WHERE email = $1',
        [account.email],
      );
      expect(n).toBe(6);
    } finally {
      await t.close();
    }
  });

  it('counts a wrong current password at a password change as a failed sign-in', async () => {
    const t = await startTestApp({ RATE_LIMIT_FAILED_LOGINS: '3' });
    try {
      const member = new ApiClient(t.url);
      const { account } = await member.register();
      for (let i = 0; i < 3; i++) {
        const res = await member.post('/api/user/password', {
          currentPassword: 'not my password',
          newPassword: 'a brand new secret',
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Your current password is incorrect.');
      }
      const paused = await member.post('/api/user/password', {
        currentPassword: account.password,
        newPassword: 'a brand new secret',
      });
      expect(paused.status).toBe(429);
      // Still signed in: a refused change does not end the session.
      expect((await member.get('/api/user')).body.username).toBe(
        account.username,
      );
      const login = await new ApiClient(t.url).post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('limits sign-in attempts per IP with 429', async () => {
    const t = await startTestApp({ RATE_LIMIT_LOGIN_PER_IP: '5' });
    try {
      const guest = new ApiClient(t.url);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (
            await guest.post('/api/login', {
              email: `x${i}@example.com`,
              password: 'whatever',
            })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const over = await guest.post('/api/login', {
        email: 'y@example.com',
        password: 'whatever',
      });
      // The standard header, with the wait until the first attempt leaves the window.
      const wait = Number(over.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(over.body).toEqual({
        statusCode: 429,
        message:
          'Too many sign-in attempts from this address (5 per 15 minutes). Please try again in 15 minutes.',
        error: 'Too Many Requests',
        code: 'too_many_requests',
        // The wait in whole minutes, for the client's own text.
        params: { minutes: 15 },
      });
      expect(
        [...over.headers.keys()].filter((h) => h.startsWith('retry-after-')),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('limits registrations per IP with 429 and writes nothing past the limit', async () => {
    const t = await startTestApp({ RATE_LIMIT_REGISTER_PER_IP: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await new ApiClient(t.url).post('/api/register', {
          email: `r${i}@example.com`,
          password: 'password-123',
          username: `r_${i}_x`,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(await countUsers(t)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('gives back sign-ups refused for their input, but counts those refused as taken', async () => {
    const t = await startTestApp({ RATE_LIMIT_REGISTER_PER_IP: '2' });
    try {
      const register = (body: object) =>
        new ApiClient(t.url).post('/api/register', body);
      // Typing mistakes cost nothing of the allowance.
      for (const body of [
        { email: 'bad', password: 'x', username: 'a' },
        { email: 'ok@example.com', password: 'password', username: 'okay_1' },
        { email: 'ok@example.com', password: 'aaaaaaaa', username: 'okay_1' },
      ])
        expect((await register(body)).status).toBe(400);
      const first = await register({
        email: 'ok@example.com',
        password: 'password-123',
        username: 'okay_1',
      });
      expect(first.status).toBe(201);
      // A taken e-mail counts: the limit bounds how fast an address learns who is a member.
      const taken = await register({
        email: 'ok@example.com',
        password: 'password-123',
        username: 'okay_2',
      });
      expect(taken.status).toBe(409);
      const over = await register({
        email: 'other@example.com',
        password: 'password-123',
        username: 'okay_3',
      });
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(
        /^Too many sign-ups from this address \(2 per hour\)\. Please try again in (59|60) minutes\.$/,
      );
      const wait = Number(over.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(58 * 60);
      expect(over.body).toMatchObject({
        code: 'too_many_requests',
        params: { minutes: Math.ceil(wait / 60) },
      });
      expect(await countUsers(t)).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('admin bootstrap', () => {
  it('creates a demo admin once and prints its credentials once', async () => {
    const write = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation(() => true);
    let t: TestApp | undefined;
    try {
      t = await startTestApp({ DEMO_ADMIN: 'true' });
      const printed = write.mock.calls.map((c) => String(c[0])).join('');
      const match = printed.match(/email (\S+)\s+password (\S+)/);
      expect(match).not.toBeNull();
      write.mockClear();
      t = await t.restart();
      expect(write.mock.calls.map((c) => String(c[0])).join('')).not.toContain(
        'Demo admin created',
      );
      write.mockRestore();
      const admin = new ApiClient(t.url);
      const login = await admin.post('/api/login', {
        email: match![1],
        password: match![2],
      });
      expect(login.status).toBe(200);
      expect(login.body.isAdmin).toBe(true);
    } finally {
      write.mockRestore();
      await t?.close();
    }
  });

  it('promotes an existing account named by ADMIN_EMAIL without changing its password', async () => {
    let t = await startTestApp();
    try {
      const { account } = await new ApiClient(t.url).register();
      await t.app.close();
      t = await startTestApp(
        { ADMIN_EMAIL: account.email, ADMIN_PASSWORD: 'a-different-password' },
        t.db,
      );
      const browser = new ApiClient(t.url);
      expect(
        (
          await browser.post('/api/login', {
            email: account.email,
            password: 'a-different-password',
          })
        ).status,
      ).toBe(401);
      const login = await browser.post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.body.isAdmin).toBe(true);
    } finally {
      await t.close();
    }
  });
});
