import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FakeAiServer } from '../src/ai/testing/fake-ai-server';
import { ApiClient } from './support/api-client';
import { sql } from './support/sql';
import { StatementLog } from './support/statement-log';
import { startTestApp, TestApp } from './support/test-app';

const body = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  source_language: 'en',
  target_language: 'darija',
  feminine_mode: false,
  ...extra,
});

/** The stand-in provider's answer to one translation request. */
const providerReply = (translation: string, arabic_script: string) => ({
  text: JSON.stringify({ translation, arabic_script }),
});

async function setPlan(
  t: TestApp,
  client: ApiClient,
  plan: 'free' | 'basic' | 'pro',
) {
  const me = await client.get('/api/user');
  await sql(t.db.url, 'UPDATE users SET account_type = $1 WHERE id = $2', [
    plan,
    me.body.id,
  ]);
}

describe('translator with AI providers (stand-in servers)', () => {
  let fake: FakeAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    t = await startTestApp({
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      GEMINI_API_KEY: 'test',
      GEMINI_BASE_URL: fake.geminiBaseUrl,
      TRANSLATOR_DAILY_LIMITS: 'guest:3,free:4,basic:500,pro:5000',
    });
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('lists each plan with the limits this server is configured with, to anyone', async () => {
    const res = await fetch(`${t.url}/api/translator/plans`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      plans: [
        {
          plan: 'free',
          translationsPerDay: 4,
          charactersPerTranslation: 500,
          advancedMode: false,
        },
        {
          plan: 'basic',
          translationsPerDay: 500,
          charactersPerTranslation: 5000,
          advancedMode: true,
        },
        {
          plan: 'pro',
          translationsPerDay: 5000,
          charactersPerTranslation: 5000,
          advancedMode: true,
        },
      ],
      guestTranslationsPerDay: 3,
      aiAnswersPerDay: t.config.ai.answersPerDay,
      speechMaxCharacters: t.config.translator.ttsMaxChars,
    });
  });

  it('translates with the standard engine (OpenAI): romanized and Arabic script, naming the engine', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    fake.script(providerReply('Sba7 lkhir', 'صباح الخير'));
    const res = await member.post(
      '/api/translator/translate',
      body('Good morning'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      translation: 'Sba7 lkhir',
      arabic_script: 'صباح الخير',
      engine: 'standard',
      cached: false,
    });
    expect(fake.requests[0].provider).toBe('openai');
    expect(fake.requests[0].system).toContain('into Moroccan Darija');
    expect(fake.requests[0].system).toContain('9 for ق');
  });

  it('asks once more when the provider answers with something other than a JSON object', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    const calls = fake.count();
    fake.script(
      { raw: '{"translation": "unterminated' },
      providerReply('Tesbah 3la khir', 'تصبح على خير'),
    );
    const res = await member.post(
      '/api/translator/translate',
      body('Good night'),
    );
    expect(res.status).toBe(200);
    expect(res.body.translation).toBe('Tesbah 3la khir');
    expect(fake.count() - calls).toBe(2);
  });

  it('changes the prompt in feminine mode, and serves repeats from the cache without a provider call', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    fake.script(providerReply('Kidayra?', 'كيدايرة؟'));
    const first = await member.post(
      '/api/translator/translate',
      body('How are you?', { feminine_mode: true }),
    );
    expect(first.body).toMatchObject({
      translation: 'Kidayra?',
      cached: false,
    });
    expect(fake.requests[0].system).toContain(
      'Address the listener as a woman',
    );
    const again = await member.post(
      '/api/translator/translate',
      body('How are you?', { feminine_mode: true }),
    );
    expect(again.body).toMatchObject({ translation: 'Kidayra?', cached: true });
    expect(fake.count()).toBe(1);
    const masculine = await member.post(
      '/api/translator/translate',
      body('How are you?'),
    );
    expect(masculine.body.cached).toBe(false);
    expect(fake.requests[1].system).not.toContain('woman');
    // Cache hits count as translations and go to history.
    const stats = await member.get('/api/translator/stats');
    expect(stats.body).toEqual({
      account_type: 'free',
      translations_today: 3,
      translations_used: 3,
      daily_limit: 4,
      char_limit: 500,
      can_use_advanced: false,
    });
    const history = await member.get('/api/translator/history');
    expect(history.body).toHaveLength(3);
    expect(history.body[0]).toMatchObject({
      source_text: 'How are you?',
      translation: expect.any(String),
      engine: 'standard',
    });
  });

  it('asks the provider once for the same text sent three times at once, and counts each', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    fake.script({
      ...providerReply('Mr7ba bik f dar', 'مرحبا بيك ف الدار'),
      delayMs: 500,
    });
    const sent = await Promise.all(
      [1, 2, 3].map(() =>
        member.post('/api/translator/translate', body('Welcome home')),
      ),
    );
    expect(sent.map((res) => res.status)).toEqual([200, 200, 200]);
    for (const res of sent)
      expect(res.body.translation).toBe('Mr7ba bik f dar');
    expect(sent.filter((res) => !res.body.cached)).toHaveLength(1);
    expect(fake.count()).toBe(1);
    expect(
      (await member.get('/api/translator/stats')).body.translations_today,
    ).toBe(3);
  });

  it('answers a phrase once read from the cache from memory, with no read of the cache table', async () => {
    const log = new StatementLog();
    try {
      const member = new ApiClient(t.url);
      await member.register();
      fake.script(providerReply('Bslama, mn l-memoire', 'بسلامة'));
      const phrase = body('Goodbye, kept in memory');
      const cacheReads = (statements: string[]) =>
        statements.filter((s) => /FROM translation_cache/.test(s)).length;
      const first = await member.post('/api/translator/translate', phrase);
      expect(first.body).toMatchObject({ cached: false });
      // The result this process stored is read back from the table: another
      // instance may have stored its own first.
      log.start();
      const second = await member.post('/api/translator/translate', phrase);
      expect(cacheReads(log.stop())).toBe(1);
      log.start();
      const third = await member.post('/api/translator/translate', phrase);
      expect(cacheReads(log.stop())).toBe(0);
      for (const res of [second, third])
        expect(res.body).toEqual({
          translation: 'Bslama, mn l-memoire',
          arabic_script: 'بسلامة',
          engine: 'standard',
          cached: true,
        });
      expect(fake.count()).toBe(1);
      // Each one still counts as a translation of the day and goes to history.
      const stats = await member.get('/api/translator/stats');
      expect(stats.body).toMatchObject({ translations_today: 3 });
    } finally {
      log.restore();
    }
  });

  it('keeps advanced mode (Gemini) to basic and pro plans', async () => {
    const free = new ApiClient(t.url);
    await free.register();
    const refused = await free.post(
      '/api/translator/advanced',
      body('Thank you'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Advanced mode is part of the Premium plans (basic and pro)',
    );
    expect(
      (
        await new ApiClient(t.url).post(
          '/api/translator/advanced',
          body('Thank you'),
        )
      ).status,
    ).toBe(403);
    expect(fake.count()).toBe(0);

    const premium = new ApiClient(t.url);
    await premium.register();
    await setPlan(t, premium, 'basic');
    fake.script(providerReply('Shukran', 'شكرا'));
    const res = await premium.post(
      '/api/translator/advanced',
      body('Thank you', { target_language: 'egyptian' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      translation: 'Shukran',
      engine: 'advanced',
    });
    expect(fake.requests[0].provider).toBe('gemini');
    expect(fake.requests[0].system).toContain('Egyptian Arabic');
    expect((await premium.get('/api/translator/stats')).body).toMatchObject({
      account_type: 'basic',
      char_limit: 5000,
      daily_limit: 500,
      can_use_advanced: true,
    });
  });

  it('enforces character limits per plan: 500 for free and guests, 5,000 for basic and pro', async () => {
    const free = new ApiClient(t.url);
    await free.register();
    const long = 'a'.repeat(501);
    const refused = await free.post('/api/translator/translate', body(long));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Text is 501 characters long; your plan allows 500 characters per translation',
    );
    expect(
      (await new ApiClient(t.url).post('/api/translator/translate', body(long)))
        .status,
    ).toBe(400);
    // Characters are counted as a reader counts them: an emoji is one.
    const emoji = await free.post(
      '/api/translator/translate',
      body('😀'.repeat(501)),
    );
    expect(emoji.body).toMatchObject({
      code: 'text_too_long',
      params: { length: 501, limit: 500 },
    });
    expect(
      (await free.get('/api/translator/stats')).body.translations_today,
    ).toBe(0);
    const fits = await free.post(
      '/api/translator/translate',
      body('😀'.repeat(300)),
    );
    expect(fits.body.code).not.toBe('text_too_long');
    const pro = new ApiClient(t.url);
    await pro.register();
    await setPlan(t, pro, 'pro');
    const ok = await pro.post(
      '/api/translator/translate',
      body('b'.repeat(4999)),
    );
    expect(ok.status).toBe(200);
    expect(
      (await pro.post('/api/translator/translate', body('c'.repeat(5001))))
        .status,
    ).toBe(400);
  });

  it('answers 429 with the reset time at the daily limit, and counts nothing for failures', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    fake.script({ status: 500 }, { status: 500 });
    const failed = await member.post('/api/translator/translate', body('one'));
    expect(failed.status).toBe(502);
    expect(
      (await member.get('/api/translator/stats')).body.translations_today,
    ).toBe(0);
    for (const word of ['one', 'two', 'three', 'four']) {
      expect(
        (await member.post('/api/translator/translate', body(word))).status,
      ).toBe(200);
    }
    const over = await member.post('/api/translator/translate', body('five'));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^Daily translation limit reached \(4 per day\)\. It resets at 00:00 UTC, in \d+ (h \d+ )?min\.$/,
    );
    expect(new Date(over.body.resetAt).getUTCHours()).toBe(0);
    // Retry-After: the seconds until that reset (a day at most).
    const retryAfter = Number(over.headers.get('retry-after'));
    const untilReset = (Date.parse(over.body.resetAt) - Date.now()) / 1000;
    expect(Math.abs(retryAfter - untilReset)).toBeLessThan(60);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(
      (await member.get('/api/translator/stats')).body.translations_today,
    ).toBe(4);
  });

  it('limits guests per IP and gives them no stats, history or favorites', async () => {
    const guest = new ApiClient(t.url);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await guest.post('/api/translator/translate', body(`guest ${i}`)))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await guest.get('/api/translator/stats')).status).toBe(401);
    expect((await guest.get('/api/translator/history')).status).toBe(401);
    expect((await guest.post('/api/translator/favorite', {})).status).toBe(401);
  });

  it('refuses bad input with clear 400s and counts nothing', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    for (const [input, fragment] of [
      [body('   '), 'text must not be empty'],
      // Zero-width spaces and direction marks only: nothing to translate.
      [body('\u200b\u200b\u200f\u200e'), 'text must not be empty'],
      [
        body('hello', { target_language: 'klingon' }),
        'target_language must be one of',
      ],
      [
        body('hello', { source_language: 'xx' }),
        'source_language must be one of',
      ],
      [
        body('hello', { target_language: 'en' }),
        'Choose two different languages',
      ],
      [
        body('hello', { feminine_mode: 'yes' }),
        'feminine_mode must be true or false',
      ],
      [{ ...body('hello'), text: 42 }, 'text must be a string'],
    ] as const) {
      const res = await member.post('/api/translator/translate', input);
      expect({ input, status: res.status }).toEqual({ input, status: 400 });
      expect(JSON.stringify(res.body.message)).toContain(fragment);
    }
    expect(
      (await member.get('/api/translator/stats')).body.translations_today,
    ).toBe(0);
    expect(fake.count()).toBe(0);
  });

  it('saves, lists and removes favorites', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    const favorite = {
      source_text: 'Good morning',
      target_text: 'Sba7 lkhir',
      arabic_script: 'صباح الخير',
      source_language: 'en',
      target_language: 'darija',
      engine: 'standard',
      feminine_mode: false,
    };
    const saved = await member.post('/api/translator/favorite', favorite);
    expect(saved.status).toBe(201);
    expect(
      (await member.post('/api/translator/favorite', favorite)).status,
    ).toBe(409);
    // Text with nothing a reader sees is empty, as the translator reads it.
    const invisible = await member.post('/api/translator/favorite', {
      ...favorite,
      source_text: '\u200b',
    });
    expect(invisible.status).toBe(400);
    expect(invisible.body.message).toContain('source_text must not be empty');
    const toItself = await member.post('/api/translator/favorite', {
      ...favorite,
      target_language: favorite.source_language,
    });
    expect(toItself.status).toBe(400);
    expect(toItself.body.code).toBe('same_languages');
    const list = await member.get('/api/translator/favorites');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject(favorite);
    const other = new ApiClient(t.url);
    await other.register();
    expect(
      (
        await other.request(
          'DELETE',
          `/api/translator/favorites/${saved.body.id}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await member.request(
          'DELETE',
          `/api/translator/favorites/${saved.body.id}`,
        )
      ).status,
    ).toBe(204);
    expect((await member.get('/api/translator/favorites')).body).toEqual([]);
  });

  it('speaks through OpenAI, stores the file once and serves it with caching headers', async () => {
    // A member: this file's guests have used up their daily allowance above.
    const member = new ApiClient(t.url);
    await member.register();
    const first = await member.post('/api/translator/tts', {
      text: 'Sba7 lkhir',
      language: 'darija',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      engine: 'openai',
      cached: false,
      audio_url: expect.stringMatching(
        /^\/api\/translator\/audio\/[0-9a-f]{64}\.mp3$/,
      ),
    });
    const second = await member.post('/api/translator/tts', {
      text: 'Sba7 lkhir',
      language: 'darija',
    });
    expect(second.body).toEqual({ ...first.body, cached: true });
    expect(fake.count()).toBe(1);
    expect(fake.requests[0].path).toBe('/v1/audio/speech');
    // The voice reads the dialect from Arabic script, not its romanized
    // spelling, whose digits it would read as numbers.
    expect(fake.requests[0].body.input).toMatch(/^[\u0600-\u06ff ]+$/);
    expect(fake.requests[0].body.input).not.toMatch(/7/);
    const audio = await fetch(`${t.url}${first.body.audio_url}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect([bytes[0], bytes[1] & 0xe0]).toEqual([0xff, 0xe0]);
    // Part of the file, as an audio element asks for it; past its end: 416 with its length.
    const part = await fetch(`${t.url}${first.body.audio_url}`, {
      headers: { range: 'bytes=0-1' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-1/${bytes.length}`);
    const pastEnd = await fetch(`${t.url}${first.body.audio_url}`, {
      headers: { range: `bytes=${bytes.length + 10}-` },
    });
    expect(pastEnd.status).toBe(416);
    expect(pastEnd.headers.get('content-range')).toBe(
      `bytes */${bytes.length}`,
    );
    expect(pastEnd.headers.get('cache-control')).toBe('private, no-store');
    expect(await pastEnd.json()).toMatchObject({
      statusCode: 416,
      code: 'range_not_satisfiable',
    });
    expect(
      (await fetch(`${t.url}/api/translator/audio/..%2f..%2fetc%2fpasswd`))
        .status,
    ).toBe(404);
    // A well-formed name of a file that does not exist: the API's error shape, never cached.
    const missing = await fetch(
      `${t.url}/api/translator/audio/${'0'.repeat(64)}.mp3`,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.json()).toEqual({
      statusCode: 404,
      code: 'audio_not_found',
      message: 'Audio not found',
      error: 'Not Found',
    });
    const tooLong = await member.post('/api/translator/tts', {
      text: 'x'.repeat(1001),
      language: 'en',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(
      'Text to read aloud is limited to 1000 characters',
    );
    const statsBefore = (await member.get('/api/translator/stats')).body;
    const invisible = await member.post('/api/translator/tts', {
      text: '\u200b\u200b\u200b\u200b',
      language: 'fr',
    });
    expect(invisible.status).toBe(400);
    expect(JSON.stringify(invisible.body.message)).toContain(
      'text must not be empty',
    );
    expect((await member.get('/api/translator/stats')).body).toEqual(
      statsBefore,
    );
  });
});

describe('translator without an AI provider (offline engine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A data directory inside a dot-folder, like the default `.data`.
    t = await startTestApp({
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'dc-tr-')), '.data'),
    });
  });
  afterAll(() => t?.close());

  it.each([
    ['darija'],
    ['egyptian'],
    ['levantine'],
    ['gulf'],
    ['iraqi'],
    ['ar'],
  ])(
    "answers 'good morning' in %s from the phrasebook, in both scripts",
    async (target) => {
      const res = await new ApiClient(t.url).post(
        '/api/translator/translate',
        body('Good morning!', { target_language: target }),
      );
      expect(res.status).toBe(200);
      expect(res.body.engine).toBe('offline');
      expect(res.body.translation).toMatch(/[a-z]/i);
      expect(res.body.arabic_script).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('refuses a long sentence with 422 rather than inventing a translation, and counts nothing', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    const res = await member.post(
      '/api/translator/translate',
      body(
        'My grandmother used to tell long stories about the mountains every winter evening.',
      ),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('offline_unsupported');
    expect(res.body.message).toBe(
      'The built-in phrasebook knows everyday phrases in English, French and Arabic only: other texts and languages need an AI provider.',
    );
    expect(
      (await member.get('/api/translator/stats')).body.translations_today,
    ).toBe(0);
  });

  it('writes a variety in its other script when it is both source and target, and passes no text off as another variety', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    const toArabic = await member.post(
      '/api/translator/translate',
      body('wach nta mzyan?', {
        source_language: 'darija',
        target_language: 'darija',
      }),
    );
    expect(toArabic.status).toBe(200);
    expect(toArabic.body).toMatchObject({
      translation: 'wach nta mzyan?',
      engine: 'offline',
    });
    expect(toArabic.body.arabic_script).toMatch(/^واش .*مزيان؟$/);
    const toLatin = await member.post(
      '/api/translator/translate',
      body('واش نتا مزيان؟', {
        source_language: 'darija',
        target_language: 'darija',
      }),
    );
    expect(toLatin.status).toBe(200);
    expect(toLatin.body.translation).toBe('wach nta mzyan?');
    // English, or Darija the phrasebook does not know, is not Standard Arabic.
    for (const text of ['the cat is on the table', 'bghit nmchi l souk']) {
      const passedOff = await member.post(
        '/api/translator/translate',
        body(text, { source_language: 'darija', target_language: 'ar' }),
      );
      expect(passedOff.status).toBe(422);
      expect(passedOff.body.code).toBe('offline_unsupported');
    }
    // Other languages to themselves are still refused.
    const toItself = await member.post(
      '/api/translator/translate',
      body('hello', { source_language: 'fr', target_language: 'fr' }),
    );
    expect(toItself.status).toBe(400);
    expect(toItself.body.code).toBe('same_languages');
    expect(
      (await member.get('/api/translator/stats')).body.translations_today,
    ).toBe(2);
  });

  it('names the language a known phrase is in when another source was chosen, translates nothing, and counts nothing', async () => {
    const member = new ApiClient(t.url);
    await member.register();
    const french = await member.post(
      '/api/translator/translate',
      body('bonjour', { source_language: 'en', target_language: 'darija' }),
    );
    expect(french.status).toBe(422);
    expect(french.body).toEqual({
      statusCode: 422,
      code: 'offline_wrong_source',
      message: 'This looks like French: choose French as the source language.',
      error: 'Unprocessable Entity',
      params: { language: 'fr' },
    });
    const arabic = await member.post(
      '/api/translator/translate',
      body('شكرا', { source_language: 'en', target_language: 'darija' }),
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body).toMatchObject({
      code: 'offline_wrong_source',
      params: { language: 'ar' },
    });
    // Chosen as French, it is translated.
    const chosen = await member.post(
      '/api/translator/translate',
      body('bonjour', { source_language: 'fr', target_language: 'darija' }),
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.engine).toBe('offline');
    expect(
      (await member.get('/api/translator/stats')).body.translations_today,
    ).toBe(1);
  });

  it('speaks offline with eSpeak NG: a valid WAV file, reused on the second call', async () => {
    const guest = new ApiClient(t.url);
    const first = await guest.post('/api/translator/tts', {
      text: 'sba7 lkhir',
      language: 'darija',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      engine: 'offline',
      cached: false,
      audio_url: expect.stringMatching(/\.wav$/),
    });
    const audio = Buffer.from(
      await (await fetch(`${t.url}${first.body.audio_url}`)).arrayBuffer(),
    );
    expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(audio.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(audio.length).toBeGreaterThan(10_000);
    const second = await guest.post('/api/translator/tts', {
      text: 'sba7 lkhir',
      language: 'darija',
    });
    expect(second.body).toEqual({ ...first.body, cached: true });
  }, 60_000);
});
