import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../src/database/embedded-postgres';
import { ApiClient } from './support/api-client';
import {
  connected,
  connectSocket,
  join,
  nextEvent,
} from './support/socket-client';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';
import { waitFor } from './support/wait';

/** How many contact messages the app's database holds. */
async function storedMessages(t: TestApp): Promise<number> {
  const [{ n }] = await sql<{ n: number }>(
    t.db.url,
    'SELECT count(*)::int AS n FROM contact_messages',
  );
  return n;
}

const ADMIN = {
  email: 'contact.admin@example.com',
  password: 'contact-admin-password',
};

const valid = {
  name: 'Amina Lahlou',
  email: 'amina@example.com',
  subject: 'A question about Darija lessons',
  message:
    'Do you plan to add audio to the Darija phrasebook? It would help a lot.',
};

/** A mail server for the test: keeps every message it accepts, raw. */
class TestMailServer {
  readonly received: string[] = [];
  private server?: SMTPServer;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          this.received.push(raw);
          done();
        });
      },
    });
    return new Promise((resolve) =>
      this.server!.listen(this.port, '127.0.0.1', resolve),
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

describe('contact form', () => {
  let t: TestApp;
  let mail: TestMailServer;
  let admin: ApiClient;

  beforeAll(async () => {
    mail = new TestMailServer(await findFreePort());
    await mail.start();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      CONTACT_TO: 'team@example.com',
      MAIL_FROM: 'site@example.com',
      CONTACT_EMAIL_RETRY_SECONDS: '1',
      RATE_LIMIT_CONTACT_PER_IP: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    admin = new ApiClient(t.url);
    await admin.post('/api/login', ADMIN);
  });
  afterAll(async () => {
    await t?.close();
    await mail?.stop();
  });

  const send = (body: unknown) => new ApiClient(t.url).post('/contact', body);
  const stored = () => storedMessages(t);

  it('stores a valid message, tells the admins live, and e-mails it', async () => {
    const socket = connectSocket(t.url, { cookie: admin.sessionCookie });
    try {
      await connected(socket);
      expect((await join(socket, { room: 'admin' })).ok).toBe(true);
      const announced = nextEvent(
        socket,
        'admin:event',
        (e: { type: string }) => e.type === 'contact.received',
      );
      const res = await send({ ...valid, name: '  Amina Lahlou  ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number) });
      expect(await announced).toMatchObject({
        type: 'contact.received',
        title: valid.subject,
        link: '/admin#admin-messages',
      });
      const [row] = await sql(
        t.db.url,
        'SELECT name, email, subject, message FROM contact_messages WHERE id = $1',
        [res.body.id],
      );
      expect(row).toEqual(valid);
      const raw = await waitFor(
        async () =>
          mail.received.find((m) => m.includes(valid.subject)) ?? null,
        15_000,
        'the e-mail',
      );
      expect(raw).toMatch(/^To: team@example\.com/m);
      expect(raw).toMatch(/^From: site@example\.com/m);
      expect(raw).toMatch(/^Reply-To: Amina Lahlou <amina@example\.com>/m);
      expect(raw).toMatch(
        /^Subject: \[Contact\] A question about Darija lessons/m,
      );
      expect(raw).toContain(
        'Do you plan to add audio to the Darija phrasebook?',
      );
      await waitFor(
        async () =>
          (
            await sql(
              t.db.url,
              'SELECT emailed_at FROM contact_messages WHERE id = $1',
              [res.body.id],
            )
          )[0].emailed_at,
        10_000,
        'emailed_at',
      );
    } finally {
      socket.disconnect();
    }
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters'],
    [
      'a name of one letter and spaces',
      { name: '   A   ' },
      'Name must be at least 2 characters',
    ],
    [
      'a 101-character name',
      { name: 'N'.repeat(101) },
      'Name must be at most 100 characters',
    ],
    [
      'a malformed e-mail',
      { email: 'not-an-address' },
      'Please enter a valid email address',
    ],
    ['an empty e-mail', { email: '' }, 'Please enter a valid email address'],
    [
      'a 3-letter subject',
      { subject: 'Hey' },
      'Subject must be at least 5 characters',
    ],
    [
      'a 201-character subject',
      { subject: 'S'.repeat(201) },
      'Subject must be at most 200 characters',
    ],
    [
      'a 10-character message',
      { message: 'Too short.' },
      'Message must be at least 20 characters',
    ],
    [
      'a 5001-character message',
      { message: 'M'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
    ['a name that is a number', { name: 42 }, 'name must be a string'],
    ['an e-mail that is a list', { email: ['a'] }, 'email must be a string'],
    ['a subject that is null', { subject: null }, 'subject must be a string'],
    [
      'a message that is an object',
      { message: {} },
      'message must be a string',
    ],
  ])(
    'refuses %s with its message and stores nothing',
    async (_label, change, message) => {
      const before = await stored();
      const res = await send({ ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await stored()).toBe(before);
    },
  );

  it('stores a message sent twice at once only once, and e-mails it once', async () => {
    const before = await stored();
    const twice = {
      ...valid,
      subject: 'Sent twice by a double click',
      message: 'The same words, sent twice in a row by accident.',
    };
    const [first, second] = await Promise.all([send(twice), send(twice)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    // A retry a moment later, in other letter cases for the address: the same message.
    const retry = await send({ ...twice, email: 'AMINA@example.com' });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(await stored()).toBe(before + 1);
    // Another text is another message.
    const other = await send({ ...twice, message: `${twice.message} Again.` });
    expect(other.status).toBe(201);
    expect(await stored()).toBe(before + 2);
    await waitFor(
      async () =>
        mail.received.filter((m) => m.includes(twice.subject)).length === 2 ||
        null,
      15_000,
      'the e-mails',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.received.filter((m) => m.includes(twice.subject))).toHaveLength(
      2,
    );
  });

  it('refuses missing fields, unknown fields and a non-JSON body', async () => {
    const before = await stored();
    expect((await send({})).status).toBe(400);
    expect((await send({ ...valid, admin: true })).status).toBe(400);
    const form = await new ApiClient(t.url).post('/contact', 'name=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect([400, 415]).toContain(form.status);
    expect(await stored()).toBe(before);
  });

  it('lets admins read messages as sent, markup included, and nobody else', async () => {
    const markup = {
      ...valid,
      subject: 'About <b>bold</b> text',
      message: '<script>alert(1)</script> is what I typed in the box.',
    };
    expect((await send(markup)).status).toBe(201);
    const list = await admin.get('/api/admin/contact-messages');
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    expect(list.body[0]).toMatchObject({
      subject: markup.subject,
      message: markup.message,
    });
    expect(
      (await new ApiClient(t.url).get('/api/admin/contact-messages')).status,
    ).toBe(401);
    const member = new ApiClient(t.url);
    await member.register();
    expect((await member.get('/api/admin/contact-messages')).status).toBe(403);
  });

  it('keeps a message while the mail server is down and delivers it when it returns', async () => {
    await mail.stop();
    const subject = 'Sent while the mail server was down';
    const res = await send({ ...valid, subject });
    expect(res.status).toBe(201);
    // The job fails at least once while nobody listens.
    await waitFor(
      async () => {
        const [job] = await sql(
          t.db.url,
          "SELECT retry_count FROM pgboss.job WHERE name = 'contact-email' AND (data->>'messageId')::int = $1",
          [res.body.id],
        );
        return job && job.retry_count >= 1 ? job : null;
      },
      20_000,
      'a failed delivery',
    );
    expect(mail.received.some((m) => m.includes(subject))).toBe(false);
    mail = new TestMailServer(mail.port);
    await mail.start();
    await waitFor(
      async () => mail.received.find((m) => m.includes(subject)) ?? null,
      30_000,
      'the e-mail after the server returned',
    );
    const [row] = await sql(
      t.db.url,
      'SELECT emailed_at FROM contact_messages WHERE id = $1',
      [res.body.id],
    );
    expect(row.emailed_at).not.toBeNull();
  }, 60_000);
});

describe('contact form limits', () => {
  it('takes 5 messages a minute from one address, then answers 429 with Retry-After', async () => {
    const t = await startTestApp();
    try {
      // Refused messages do not use up the minute's allowance.
      for (const body of [{}, { ...valid, email: 'not-an-address' }])
        expect((await new ApiClient(t.url).post('/contact', body)).status).toBe(
          400,
        );
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await new ApiClient(t.url).post('/contact', {
              ...valid,
              message: `${valid.message} (${i + 1})`,
            })
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const over = await new ApiClient(t.url).post('/contact', valid);
      expect(over.status).toBe(429);
      const wait = Number(over.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(over.body).toEqual({
        statusCode: 429,
        code: 'too_many_requests',
        message: `Too many messages from this address (5 per minute). Please try again in ${wait} s.`,
        error: 'Too Many Requests',
        // The wait in whole minutes (at least one), for the client's own text.
        params: { minutes: 1 },
      });
      expect(await storedMessages(t)).toBe(5);
      // Without SMTP_URL nothing is queued.
      const [{ jobs }] = await sql(
        t.db.url,
        "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'contact-email'",
      );
      expect(jobs).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('answers every copy of a message sent many times at once with the stored one, never 429', async () => {
    const t = await startTestApp({ RATE_LIMIT_CONTACT_PER_IP: '3' });
    try {
      const send = (body: unknown) =>
        new ApiClient(t.url).post('/contact', body);
      const copies = await Promise.all(
        Array.from({ length: 10 }, () => send(valid)),
      );
      const statuses = copies.map((res) => res.status).sort();
      expect(statuses).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(copies.map((res) => res.body.id)).size).toBe(1);
      // The copies used one message of the three.
      for (const n of [1, 2])
        expect(
          (await send({ ...valid, message: `${valid.message} (${n})` })).status,
        ).toBe(201);
      // Over the limit, a new message is refused and the copy still answered.
      expect(
        (await send({ ...valid, message: `${valid.message} (3)` })).status,
      ).toBe(429);
      const again = await send(valid);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ id: copies[0].body.id });
      expect(await storedMessages(t)).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('does not count a repeated message against the minute: the next new one is taken', async () => {
    const t = await startTestApp({ RATE_LIMIT_CONTACT_PER_IP: '3' });
    try {
      const send = (body: unknown) =>
        new ApiClient(t.url).post('/contact', body);
      const a = { ...valid, message: `${valid.message} (message A)` };
      const first = await send(a);
      expect(first.status).toBe(201);
      // A sent as many times as the limit allows messages: each repeat answers the stored one.
      for (let i = 1; i < 3; i++) {
        const again = await send(a);
        expect(again.status).toBe(200);
        expect(again.body).toEqual({ id: first.body.id });
        expect(again.headers.get('retry-after')).toBeNull();
      }
      const b = await send({ ...valid, message: `${valid.message} (B)` });
      expect(b.status).toBe(201);
      expect(b.body.id).not.toBe(first.body.id);
      // A and B used two of the three: one more, then the limit.
      expect(
        (await send({ ...valid, message: `${valid.message} (C)` })).status,
      ).toBe(201);
      expect(
        (await send({ ...valid, message: `${valid.message} (D)` })).status,
      ).toBe(429);
      expect(await storedMessages(t)).toBe(3);
    } finally {
      await t.close();
    }
  });
});
