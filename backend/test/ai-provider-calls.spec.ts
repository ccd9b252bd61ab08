import { FakeAiServer } from '../src/ai/testing/fake-ai-server';
import { ApiClient } from './support/api-client';
import { startTestApp, TestApp } from './support/test-app';
import { waitFor } from './support/wait';

const ADMIN = {
  email: 'calls.admin@example.com',
  password: 'calls-admin-password',
};

const translation = (text: string) => ({
  text,
  source_language: 'en',
  target_language: 'darija',
  feminine_mode: false,
});

interface Calls {
  provider: string;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  failuresInARow: number;
  failing: boolean;
  lastFailure?: { task: string; reason: string } | null;
}

describe("AI providers' recent calls (admin stats and /api/health)", () => {
  let fake: FakeAiServer;
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;

  const adminCalls = async (): Promise<Calls[]> => {
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    return res.body.assistant.calls as Calls[];
  };
  const healthCalls = async (): Promise<Calls[]> => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      details: { assistant: { state: string; calls: Calls[] } };
    };
    expect(body.details.assistant.state).toBe('on');
    return body.details.assistant.calls;
  };

  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    t = await startTestApp({
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRANSLATOR_DAILY_LIMITS: 'guest:100,free:100,basic:500,pro:5000',
    });
    admin = new ApiClient(t.url);
    expect((await admin.post('/api/login', ADMIN)).status).toBe(200);
    member = new ApiClient(t.url);
    await member.register();
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('lists each configured provider, with nothing recorded before its first call', async () => {
    const none = {
      provider: 'openai',
      lastSuccessAt: null,
      lastFailureAt: null,
      failuresInARow: 0,
      failing: false,
    };
    expect(await adminCalls()).toEqual([{ ...none, lastFailure: null }]);
    expect(await healthCalls()).toEqual([none]);
  });

  it('says a provider is failing, why and for what, and that it answers again', async () => {
    fake.script({ status: 500 }, { status: 500 });
    const failed = await member.post(
      '/api/translator/translate',
      translation('Good evening, failing'),
    );
    expect(failed.status).toBe(502);
    // Both tries are recorded (the second a moment after the answer).
    const failing = await waitFor(async () => {
      const [calls] = await adminCalls();
      return calls.failuresInARow === 2 ? calls : null;
    });
    expect(failing).toMatchObject({
      provider: 'openai',
      lastSuccessAt: null,
      failing: true,
      lastFailure: { task: 'translate', reason: 'OpenAI answered 500' },
    });
    expect(Date.parse(failing.lastFailureAt!)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    // The public health check says so without the reason.
    const [health] = await healthCalls();
    expect(health).toEqual({
      provider: 'openai',
      lastSuccessAt: null,
      lastFailureAt: failing.lastFailureAt,
      failuresInARow: 2,
      failing: true,
    });

    fake.script({
      text: JSON.stringify({
        translation: 'Mselkhir',
        arabic_script: 'مسا الخير',
      }),
    });
    const answered = await member.post(
      '/api/translator/translate',
      translation('Good evening, answered'),
    );
    expect(answered.status).toBe(200);
    const recovered = await waitFor(async () => {
      const [calls] = await adminCalls();
      return calls.lastSuccessAt ? calls : null;
    });
    expect(recovered).toMatchObject({
      failing: false,
      failuresInARow: 0,
      // The last failure stays on record, older than the success.
      lastFailureAt: failing.lastFailureAt,
      lastFailure: { task: 'translate', reason: 'OpenAI answered 500' },
    });
    expect(Date.parse(recovered.lastSuccessAt!)).toBeGreaterThanOrEqual(
      Date.parse(failing.lastFailureAt!),
    );
  });

  it('names read-aloud as what failed', async () => {
    fake.script({ status: 503 });
    const failed = await member.post('/api/translator/tts', {
      text: 'Bslama, failing',
      language: 'darija',
    });
    expect(failed.status).toBe(502);
    const [calls] = await waitFor(async () => {
      const found = await adminCalls();
      return found[0].failing ? found : null;
    });
    expect(calls).toMatchObject({
      failuresInARow: 1,
      lastFailure: { task: 'speak', reason: 'OpenAI answered 503' },
    });
  });

  it('keeps the calls from members and guests', async () => {
    expect((await member.get('/api/admin/stats')).status).toBe(403);
    expect((await new ApiClient(t.url).get('/api/admin/stats')).status).toBe(
      401,
    );
  });
});

describe("AI providers' recent calls without a provider", () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('lists none', async () => {
    t = await startTestApp({});
    const res = await fetch(`${t.url}/api/health`);
    const body = (await res.json()) as {
      details: { assistant: { state: string; calls: unknown[] } };
    };
    expect(body.details.assistant).toMatchObject({ state: 'off', calls: [] });
  });
});
