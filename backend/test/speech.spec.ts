import { existsSync } from 'node:fs';
import path from 'node:path';
import { FakeAiServer } from '../src/ai/testing/fake-ai-server';
import { SpeechService } from '../src/translator/speech/speech.service';
import { ApiClient } from './support/api-client';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

const speak = (client: ApiClient, text: string, language = 'darija') =>
  client.post('/api/translator/tts', { text, language });

const usedToday = async (client: ApiClient) =>
  (await client.get('/api/translator/stats')).body.translations_today;

async function member(t: TestApp): Promise<ApiClient> {
  const client = new ApiClient(t.url);
  await client.register();
  return client;
}

describe('speech with OpenAI (stand-in server): daily limits and stored files', () => {
  let fake: FakeAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    t = await startTestApp({
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      TRANSLATOR_DAILY_LIMITS: 'guest:2,free:3,basic:500,pro:5000',
      RATE_LIMIT_TTS_PER_IP: '1000',
    });
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('counts a new text against the daily limit (guests per IP, members with their translations); a stored file is free; a failure counts nothing', async () => {
    const guest = new ApiClient(t.url);
    const first = await speak(guest, 'Wahed');
    expect(first.status).toBe(200);
    expect(first.body.cached).toBe(false);
    expect((await speak(guest, 'Wahed')).body.cached).toBe(true);
    expect((await speak(guest, 'Jouj')).status).toBe(200);
    const over = await speak(guest, 'Tlata');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^Daily translation limit reached \(2 per day\)\. It resets at 00:00 UTC, in \d+ (h \d+ )?min\.$/,
    );
    // A stored file is still served over the limit.
    expect((await speak(guest, 'Jouj')).body.cached).toBe(true);
    expect(fake.count()).toBe(2);

    const alice = await member(t);
    fake.script({ status: 500 });
    const failed = await speak(alice, 'Rb3a');
    expect(failed.status).toBe(502);
    expect(await usedToday(alice)).toBe(0);
    expect((await speak(alice, 'Rb3a')).status).toBe(200);
    expect((await speak(alice, 'Wahed')).body.cached).toBe(true);
    expect(
      (
        await alice.post('/api/translator/translate', {
          text: 'Thank you',
          source_language: 'en',
          target_language: 'darija',
        })
      ).status,
    ).toBe(200);
    expect(await usedToday(alice)).toBe(2);
  });

  it('makes and counts a text sent several times at once once: the others get its file free', async () => {
    const alice = await member(t);
    const before = fake.count();
    // The first synthesis takes a while: the others arrive while it runs.
    fake.script({ delayMs: 300 });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => speak(alice, 'Bslama a sahbi')),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body.audio_url)).size).toBe(1);
    expect(answers.filter((res) => res.body.cached === false)).toHaveLength(1);
    expect(fake.count() - before).toBe(1);
    expect(await usedToday(alice)).toBe(1);
  });

  it('renews stored audio on every request and deletes rows and files unused for 30 days', async () => {
    const alice = await member(t);
    const old = await speak(alice, 'Hadi qdima');
    const kept = await speak(alice, 'Hadi katbqa');
    expect([old.status, kept.status]).toEqual([200, 200]);
    const fileOf = (res: { body: { audio_url: string } }) =>
      path.basename(res.body.audio_url);
    const audioDir = path.join(t.config.dataDir, 'audio');
    await sql(
      t.db.url,
      `UPDATE tts_audio SET last_used_at = now() - interval '31 days' WHERE file_name = ANY($1)`,
      [[fileOf(old), fileOf(kept)]],
    );
    // Asking again renews the file.
    expect((await speak(alice, 'Hadi katbqa')).body.cached).toBe(true);
    const [renewed] = await sql(
      t.db.url,
      `SELECT last_used_at > now() - interval '1 minute' AS fresh FROM tts_audio WHERE file_name = $1`,
      [fileOf(kept)],
    );
    expect(renewed.fresh).toBe(true);

    expect(await t.app.get(SpeechService).removeUnused()).toBe(1);
    expect(
      await sql(t.db.url, 'SELECT 1 FROM tts_audio WHERE file_name = $1', [
        fileOf(old),
      ]),
    ).toEqual([]);
    expect(existsSync(path.join(audioDir, fileOf(old)))).toBe(false);
    expect((await fetch(`${t.url}${old.body.audio_url}`)).status).toBe(404);
    expect(existsSync(path.join(audioDir, fileOf(kept)))).toBe(true);
    expect((await fetch(`${t.url}${kept.body.audio_url}`)).status).toBe(200);
    // Asked for again later, the text is synthesized anew.
    fake.reset();
    expect((await speak(alice, 'Hadi qdima')).body.cached).toBe(false);
    expect(fake.count()).toBe(1);
  });
});

describe('speech throttling per IP', () => {
  let fake: FakeAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    t = await startTestApp({
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      RATE_LIMIT_TTS_PER_IP: '3',
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('answers 429 with a clear message and Retry-After past RATE_LIMIT_TTS_PER_IP requests a minute, stored files included', async () => {
    const guest = new ApiClient(t.url);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await speak(guest, 'Salam')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const over = await speak(guest, 'Salam');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^Too many requests to read text aloud from this address \(3 per minute\)\. Please try again in \d+ s\.$/,
    );
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor from the same address is the same caller.
    expect((await speak(await member(t), 'Labas')).status).toBe(429);
    expect(fake.count()).toBe(1);
    // Translations are not throttled by it.
    expect(
      (
        await guest.post('/api/translator/translate', {
          text: 'Hello',
          source_language: 'en',
          target_language: 'darija',
        })
      ).status,
    ).toBe(200);
  });
});

describe('offline speech (eSpeak NG): arguments and the bounded queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TTS_QUEUE_MAX_WAITING: '0' });
  });
  afterAll(() => t?.close());

  it.each([['--help'], ['-v fr'], ['-w /tmp/elsewhere.wav hello']])(
    'reads %p as text: a valid WAV file',
    async (text) => {
      const res = await speak(new ApiClient(t.url), text, 'en');
      expect(res.status).toBe(200);
      expect(res.body.engine).toBe('offline');
      const audio = Buffer.from(
        await (await fetch(`${t.url}${res.body.audio_url}`)).arrayBuffer(),
      );
      expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(audio.subarray(8, 12).toString('latin1')).toBe('WAVE');
      expect(audio.length).toBeGreaterThan(10_000);
    },
    60_000,
  );

  it('answers 503 when the synthesis queue is full, and changes nothing', async () => {
    const alice = await member(t);
    const rowsBefore = (await sql(t.db.url, 'SELECT key FROM tts_audio'))
      .length;
    const sentence =
      'The quick brown fox jumps over the lazy dog while the market opens and the baker sells fresh bread to everyone in the street. ';
    const results = await Promise.all([
      speak(alice, `One. ${sentence.repeat(3)}`, 'en'),
      speak(alice, `Two. ${sentence.repeat(3)}`, 'en'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 503]);
    const busy = results.find((r) => r.status === 503)!;
    expect(busy.body.message).toBe(
      'The speech service is busy. Please try again in a moment.',
    );
    expect(
      (await sql(t.db.url, 'SELECT key FROM tts_audio')).length - rowsBefore,
    ).toBe(1);
    expect(await usedToday(alice)).toBe(1);
  }, 60_000);
});
