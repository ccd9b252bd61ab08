import { cannedReply, FakeAiServer } from '../../src/ai/testing/fake-ai-server';
import { sql } from '../support/sql';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import {
  call,
  LIMITS_OUT_OF_REACH,
  registerMember,
  ServerProcess,
  sleep,
  startServer,
} from './support';

/** How long the stand-in AI provider takes to answer: the work in flight at SIGTERM. */
const PROVIDER_DELAY_MS = 2000;
/** How long it takes for the request whose client leaves before the answer. */
const ABANDONED_PROVIDER_DELAY_MS = 4500;

describe('SIGTERM with work in flight', () => {
  let db: TestDatabase;
  let fake: FakeAiServer;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    fake = await new FakeAiServer()
      .respondWith((r) => ({ ...cannedReply(r), delayMs: PROVIDER_DELAY_MS }))
      .start();
  });

  /** The compiled server on the stand-in AI provider, and a member signed in on it. */
  async function startWithMember(name: string) {
    const started = await startServer({
      ...LIMITS_OUT_OF_REACH,
      DATABASE_URL: db.url,
      OPENAI_API_KEY: 'stand-in',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
    });
    server = started;
    return { started, member: await registerMember(started.url, name) };
  }

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await fake?.stop();
    await db?.drop();
  });

  it('finishes the request and the job in flight, then exits 0', async () => {
    const { started, member } = await startWithMember('sigterm_member');

    // A job in flight: the AI answer to a new question, waiting on the provider.
    const asked = await call(
      started.url,
      'POST',
      '/api/questions',
      member.cookie,
      {
        title: 'How do I say good morning in Darija?',
        language: 'en',
        targetLanguage: 'dz',
      },
    );
    expect(asked.status).toBe(201);
    for (let i = 0; fake.count() < 1; i++) {
      if (i > 200) throw new Error('the AI job did not start');
      await sleep(50);
    }

    // A request in flight: a translation, waiting on the provider too.
    const translating = call(
      started.url,
      'POST',
      '/api/translator/translate',
      member.cookie,
      {
        text: 'good morning',
        source_language: 'en',
        target_language: 'darija',
      },
    );
    for (let i = 0; fake.count() < 2; i++) {
      if (i > 200)
        throw new Error('the translation did not reach the provider');
      await sleep(20);
    }

    const signalled = Date.now();
    started.child.kill('SIGTERM');
    const translated = await translating;
    const code = await started.exited;
    const seconds = (Date.now() - signalled) / 1000;

    if (code !== 0) console.log(`server output:\n${started.output()}`);
    expect(translated.status).toBe(200);
    expect(code).toBe(0);
    const aiAnswers = await sql(
      db.url,
      'SELECT id FROM answers WHERE question_id = $1 AND is_ai',
      [asked.body.id],
    );
    expect(aiAnswers).toHaveLength(1);
    console.log(
      `SIGTERM: the translation in flight answered ${translated.status} after ${(translated.ms / 1000).toFixed(1)} s, the AI answer job finished and was stored, exit code ${code} ${seconds.toFixed(1)} s after the signal.`,
    );
  }, 120_000);

  it('waits for a request whose client went away before the answer', async () => {
    const { started, member } = await startWithMember('sigterm_leaver');
    // Longer than the rest of the shutdown takes, within its grace.
    fake.respondWith((r) => ({
      ...cannedReply(r),
      delayMs: ABANDONED_PROVIDER_DELAY_MS,
    }));
    const before = fake.count();

    // A translation waiting on the provider, whose caller gives up at once.
    const leaving = new AbortController();
    const abandoned = fetch(`${started.url}/api/translator/translate`, {
      method: 'POST',
      headers: {
        cookie: member.cookie,
        origin: started.url,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        text: 'see you tomorrow',
        source_language: 'en',
        target_language: 'darija',
      }),
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    for (let i = 0; fake.count() <= before; i++) {
      if (i > 200)
        throw new Error('the translation did not reach the provider');
      await sleep(20);
    }
    leaving.abort();
    expect(((await abandoned) as Error).name).toBe('AbortError');
    // The server sees the connection close before the signal.
    await sleep(200);

    started.child.kill('SIGTERM');
    const code = await started.exited;

    const output = started.output();
    if (code !== 0) console.log(`server output:\n${output}`);
    expect(code).toBe(0);
    expect(output).not.toMatch(/Unhandled rejection|Cannot use a pool/);
    // The handler ran to its end with the database open: the member's
    // history holds the translation.
    const stored = await sql(
      db.url,
      'SELECT source_text FROM translations WHERE user_id = $1',
      [member.id],
    );
    expect(stored).toEqual([{ source_text: 'see you tomorrow' }]);
  }, 120_000);
});
