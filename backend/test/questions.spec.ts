import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from './support/api-client';
import { counterDrift } from './support/counters';
import { sql } from './support/sql';
import { startTestApp, TestApp } from './support/test-app';

function clientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dc-client-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="default" /><title>Dialect Community</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

describe('questions and answers', () => {
  let t: TestApp;
  let alice: ApiClient;
  let bob: ApiClient;
  const ask = (
    c: ApiClient,
    body: Record<string, unknown>,
    locale: 'en' | 'fr' = 'en',
  ) =>
    c.post(locale === 'fr' ? '/api/fr/questions' : '/api/questions', {
      language: 'en',
      targetLanguage: 'dz',
      ...body,
    });

  /** A member made an admin. */
  const newAdmin = async () => {
    const admin = new ApiClient(t.url);
    const { account } = await admin.register();
    await sql(t.db.url, 'UPDATE users SET is_admin = true WHERE email = $1', [
      account.email,
    ]);
    return admin;
  };

  beforeAll(async () => {
    t = await startTestApp({ CLIENT_DIST_DIR: clientBuild() });
    alice = new ApiClient(t.url);
    bob = new ApiClient(t.url);
    await alice.register({
      nativeLanguages: ['en'],
      learningLanguages: ['dz'],
    });
    await bob.register({ nativeLanguages: ['dz'] });
  });
  afterAll(() => t?.close());

  describe('asking and listing', () => {
    it('creates a question in each locale and lists it only in its own', async () => {
      const en = await ask(alice, {
        title: 'How do you say thank you in Darija?',
        content: 'I keep hearing "baraka" and "shukran".',
      });
      expect(en.status).toBe(201);
      expect(en.body).toMatchObject({
        id: expect.any(Number),
        locale: 'en',
        title: 'How do you say thank you in Darija?',
        language: 'en',
        targetLanguage: 'dz',
        answerCount: 0,
        likes: 0,
        // No AI provider here: nothing is coming from the assistant.
        assistantAnswering: false,
        liked: false,
        user: { username: expect.any(String), nativeLanguages: ['en'] },
      });
      const fr = await ask(
        alice,
        { title: 'Comment dit-on merci en darija ?' },
        'fr',
      );
      expect(fr.status).toBe(201);
      expect(fr.body.locale).toBe('fr');

      const enList = await new ApiClient(t.url).get('/api/questions');
      expect(enList.body.questions.map((q: { id: number }) => q.id)).toContain(
        en.body.id,
      );
      expect(
        enList.body.questions.map((q: { id: number }) => q.id),
      ).not.toContain(fr.body.id);
      const frList = await new ApiClient(t.url).get('/api/fr/questions');
      expect(frList.body.questions.map((q: { id: number }) => q.id)).toEqual([
        fr.body.id,
      ]);

      // Not in the French community: its 404 names the locale that has it.
      const elsewhere = await new ApiClient(t.url).get(
        `/api/fr/questions/${en.body.id}`,
      );
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body).toMatchObject({
        code: 'question_not_found',
        params: { locale: 'en' },
      });
      const back = await new ApiClient(t.url).get(
        `/api/questions/${fr.body.id}`,
      );
      expect(back.status).toBe(404);
      expect(back.body.params).toEqual({ locale: 'fr' });
      // A question in neither has no locale to name.
      const nowhere = await new ApiClient(t.url).get('/api/questions/99999999');
      expect(nowhere.status).toBe(404);
      expect(nowhere.body.code).toBe('question_not_found');
      expect(nowhere.body.params).toBeUndefined();
      expect(
        (await new ApiClient(t.url).get(`/api/questions/${en.body.id}`)).body
          .title,
      ).toBe(en.body.title);
    });

    it('stores a question sent twice (a double submit, a retry) once, and answers the repeat with it', async () => {
      const body = { title: 'Sent twice by mistake', content: 'Same text' };
      const first = await ask(alice, body);
      expect(first.status).toBe(201);
      const again = await ask(alice, body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      // Sent at once: stored once all the same.
      const racing = await Promise.all(
        [1, 2, 3].map(() => ask(alice, { title: 'Three clicks at once' })),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(racing.map((r) => r.body.id)).size).toBe(1);
      // Anything different is a new question: other text, locale, or member.
      const changed = await ask(alice, { ...body, content: 'Other text' });
      expect(changed.status).toBe(201);
      expect((await ask(alice, body, 'fr')).status).toBe(201);
      expect((await ask(bob, body)).status).toBe(201);
      const [{ n }] = await sql<{ n: number }>(
        t.db.url,
        "SELECT count(*)::int AS n FROM questions WHERE title IN ('Sent twice by mistake', 'Three clicks at once')",
      );
      expect(n).toBe(5);
    });

    it('refuses bad questions with 400 and guests with 401, storing nothing', async () => {
      const [{ n: before }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM questions',
      );
      for (const body of [
        { title: 'abc' },
        { title: '   x   ' },
        // Zero-width spaces, joiners, a byte-order mark: nothing to read.
        { title: '\u200b'.repeat(6) },
        { title: '\u200c\u200d\ufeff\u2060 \u200b\u3164' },
        { title: '\u200bab\u200b\u200b\u200b' },
        // Direction marks or control characters only: nothing to read either.
        { title: '\u200f'.repeat(6) },
        { title: '\u0001\u0002\u0003\u0004\u0005\u0006' },
        // Three letters behind marks that take no place: three characters.
        { title: '\u202e\u202e\u202e\u202e\u202eabc' },
        { title: '\u200e\u200e\u200eabc' },
        { title: 'ab\u2066\u2069\u00adc' },
        { title: 'x'.repeat(201) },
        { title: 'A fine title', content: 'x'.repeat(5001) },
        { title: 'A fine title', language: 'xx' },
        { title: 'A fine title', targetLanguage: 'klingon' },
      ]) {
        const res = await ask(alice, body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
      expect(
        (await ask(new ApiClient(t.url), { title: 'A guest question' })).status,
      ).toBe(401);
      const spoofed = await ask(alice, {
        title: 'Asked with a spoofed userId',
        userId: 1,
      });
      expect(spoofed.status).toBe(201);
      expect(spoofed.body.user.username).toBe(
        (await alice.get('/api/user')).body.username,
      );
      await sql(t.db.url, 'DELETE FROM questions WHERE id = $1', [
        spoofed.body.id,
      ]);
      const [{ n: after }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM questions',
      );
      expect(after).toBe(before);
    });

    it('refuses a direction override in a question or an answer, keeping marks, embeddings and isolates', async () => {
      const [{ n: before }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM questions',
      );
      for (const [body, field] of [
        [{ title: '\u202eSpoof title then' }, 'title'],
        [
          { title: 'A fine title', content: 'reads \u202dbackwards' },
          'content',
        ],
      ] as const) {
        const res = await ask(alice, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual([
          `${field} must not contain direction override characters (U+202D, U+202E)`,
        ]);
        expect(res.body.fields).toEqual([{ field, constraints: ['matches'] }]);
      }
      const [{ n: after }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM questions',
      );
      expect(after).toBe(before);

      // Mixed Arabic and Latin text may carry marks, embeddings and isolates.
      const mixed = '\u2067كيف\u2069 says \u202bhow\u202c\u200f in Darija';
      const asked = await ask(alice, { title: mixed, content: mixed });
      expect(asked.status).toBe(201);
      expect(asked.body.title).toBe(mixed);
      const answered = await bob.post('/api/answers', {
        questionId: asked.body.id,
        content: 'An answer \u202eturned around',
      });
      expect(answered.status).toBe(400);
      expect(answered.body.fields).toEqual([
        { field: 'content', constraints: ['matches'] },
      ]);
      const kept = await bob.post('/api/answers', {
        questionId: asked.body.id,
        content: `${mixed}, an answer`,
      });
      expect(kept.status).toBe(201);
      await sql(t.db.url, 'DELETE FROM questions WHERE id = $1', [
        asked.body.id,
      ]);
    });

    it('pages by 20, caps limit at 50, and reports the true total past the last page', async () => {
      const page = await new ApiClient(t.url).get(
        '/api/questions?limit=20&offset=0',
      );
      expect(page.body.pagination).toMatchObject({ page: 1, limit: 20 });
      for (let i = 0; i < 55; i++)
        await ask(bob, {
          title: `Paging question number ${i}`,
          targetLanguage: 'ja',
        });
      const ja = await new ApiClient(t.url).get(
        '/api/questions?language=ja&limit=20&offset=20',
      );
      expect(ja.body.questions).toHaveLength(20);
      expect(ja.body.pagination).toEqual({
        page: 2,
        totalPages: 3,
        total: 55,
        limit: 20,
        offset: 20,
      });
      expect(ja.body.questions[0].title).toBe('Paging question number 34');
      const capped = await new ApiClient(t.url).get(
        '/api/questions?language=ja&limit=500',
      );
      expect(capped.status).toBe(200);
      expect(capped.body.questions).toHaveLength(50);
      expect(capped.body.pagination.limit).toBe(50);
      const beyond = await new ApiClient(t.url).get(
        '/api/questions?language=ja&offset=1000',
      );
      expect(beyond.body.questions).toEqual([]);
      expect(beyond.body.pagination).toMatchObject({
        total: 55,
        totalPages: 3,
        page: 51,
      });
      const beyondSearch = await new ApiClient(t.url).get(
        '/api/questions?search=paging&offset=1000',
      );
      expect(beyondSearch.body.pagination.total).toBe(55);
      expect(
        (await new ApiClient(t.url).get('/api/questions?offset=-1')).status,
      ).toBe(400);
      expect(
        (await new ApiClient(t.url).get('/api/questions?limit=abc')).status,
      ).toBe(400);
      expect(
        (await new ApiClient(t.url).get('/api/questions?language=zz')).status,
      ).toBe(400);
    });

    it('counts questions per target language, per locale', async () => {
      const en = await new ApiClient(t.url).get('/api/language-counts');
      expect(en.body[0]).toEqual({ targetLanguage: 'ja', count: 55 });
      const [{ n }] = await sql(
        t.db.url,
        "SELECT count(*)::int AS n FROM questions WHERE locale='fr' AND target_language='dz'",
      );
      expect(
        (await new ApiClient(t.url).get('/api/fr/language-counts')).body,
      ).toEqual([{ targetLanguage: 'dz', count: n }]);
    });

    it('answers 404 JSON for unknown or non-numeric ids', async () => {
      for (const p of [
        '/api/questions/999999',
        '/api/questions/abc',
        '/api/questions/1.5',
        '/api/questions/99999999999',
        '/api/questions/0/answers',
        '/api/fr/questions/abc/answers',
      ]) {
        const res = await new ApiClient(t.url).get(p);
        expect({ p, status: res.status }).toEqual({ p, status: 404 });
        expect(res.body.message).toBe('Question not found');
      }
    });
  });

  describe('search', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      const make = async (title: string, content = '', targetLanguage = 'dz') =>
        (await ask(alice, { title, content, targetLanguage })).body
          .id as number;
      ids = {
        kifach: await make(
          'Kifach ngoul good morning?',
          'Greetings in the morning',
        ),
        content: await make(
          'A question about verbs',
          'What is the past tense of the verb kteb, to write?',
        ),
        accent: await make(
          'Une réponse sur les accents',
          'Été, hiver, printemps',
          'fr',
        ),
        arabic: await make(
          'What does كيف حالك mean?',
          'I saw كيف حالك written on a sign',
        ),
        vowelled: await make(
          'Is كَيْفَ حَالُكَ too formal?',
          'My book writes إِسْمِي and آش, and مدرسة',
        ),
        html: await make(
          '<script>alert(1)</script> is this safe?',
          '<b>bold</b> text',
        ),
        spanish: await make(
          'Kifach in Spanish?',
          'Same word, other language',
          'es',
        ),
      };
    });
    const search = async (term: string, extra = '') =>
      new ApiClient(t.url).get(
        `/api/questions?search=${encodeURIComponent(term)}${extra}`,
      );
    const found = (res: { body: { questions: { id: number }[] } }) =>
      res.body.questions.map((q) => q.id);

    it('finds a word in the content', async () => {
      expect(found(await search('kteb'))).toContain(ids.content);
    });
    it("ignores the Arabic script's vowel signs and letter forms, as accents", async () => {
      // Typed without the vowels a textbook writes, or with another alef.
      for (const term of ['كيف حالك', 'اسمي', 'اش', 'مدرسه'])
        expect({ term, found: found(await search(term)) }).toEqual({
          term,
          found: expect.arrayContaining([ids.vowelled]),
        });
      // And typed with them, it finds the text written without.
      expect(found(await search('كَيْفَ حَالُكَ'))).toEqual(
        expect.arrayContaining([ids.arabic, ids.vowelled]),
      );
      expect(found(await search('إسمي'))).toContain(ids.vowelled);
    });
    it('ignores accents and case', async () => {
      expect(found(await search('REPONSE'))).toContain(ids.accent);
      expect(found(await search('ete'))).toContain(ids.accent);
    });
    it("matches the romanized spelling variant 'kifash' to 'kifach'", async () => {
      const res = await search('kifash');
      expect(found(res)).toContain(ids.kifach);
    });
    it('matches short words written the French or the English way, and doubled letters', async () => {
      const wach = (
        await ask(alice, { title: 'Wach nta mezyan?', targetLanguage: 'dz' })
      ).body.id as number;
      const wash = (
        await ask(alice, {
          title: 'Wash kayn chi bezzaf dial nass?',
          targetLanguage: 'dz',
        })
      ).body.id as number;
      expect(found(await search('wach'))).toEqual(
        expect.arrayContaining([wach, wash]),
      );
      expect(found(await search('wash'))).toEqual(
        expect.arrayContaining([wach, wash]),
      );
      expect(found(await search('bezaf'))).toContain(wash);
      expect(found(await search('shi'))).toContain(wash);
      // Vowels as each writer hears them: o or u, a short e or none.
      const thanks = (
        await ask(alice, {
          title: 'After I said shukran she said bzzaf',
          targetLanguage: 'dz',
        })
      ).body.id as number;
      for (const spelling of ['chokran', 'shokran', 'choukran', 'bezaf'])
        expect({ spelling, found: found(await search(spelling)) }).toEqual({
          spelling,
          found: expect.arrayContaining([thanks]),
        });
      // A different word is still different.
      expect(found(await search('wech'))).not.toContain(wach);
    });
    it('finds a hyphenated term written apart, and the words apart written with the hyphen', async () => {
      const apart = (
        await ask(alice, { title: 'Can I say good morning please?' })
      ).body.id as number;
      const hyphenated = (
        await ask(alice, { title: 'Can I say good-morning please?' })
      ).body.id as number;
      for (const term of [
        'Good-morning',
        'good morning',
        '"good morning"',
        '"say good-morning please"',
        '"say good morning please"',
      ])
        expect({ term, found: found(await search(term)) }).toEqual({
          term,
          found: expect.arrayContaining([apart, hyphenated]),
        });
      expect(found(await search('Good-morning'))).toContain(ids.kifach);
      // Excluded, it is excluded written either way.
      const notGoodMorning = found(await search('kifash -good-morning'));
      expect(notGoodMorning).toContain(ids.spanish);
      expect(notGoodMorning).not.toContain(ids.kifach);
    });
    it('finds a chat-alphabet word written without its digit, or with other short vowels', async () => {
      const greeting = (
        await ask(alice, { title: 'Is "salam 3alikoum" too formal?' })
      ).body.id as number;
      const answer = (
        await ask(alice, { title: 'They answered "wa 3alikum salam"' })
      ).body.id as number;
      const please = (await ask(alice, { title: 'When do I say 3afak?' })).body
        .id as number;
      expect(found(await search('alikoum'))).toEqual(
        expect.arrayContaining([greeting, answer]),
      );
      expect(found(await search('3alikoum'))).toEqual(
        expect.arrayContaining([greeting, answer]),
      );
      for (const spelling of ['afak', '3afek', '3fak', 'aafak'])
        expect({ spelling, found: found(await search(spelling)) }).toEqual({
          spelling,
          found: expect.arrayContaining([please]),
        });
      // A number keeps its digits.
      const reference = (await ask(alice, { title: 'What is form 1245 for?' }))
        .body.id as number;
      expect(found(await search('12345'))).not.toContain(reference);
      expect(found(await search('1245'))).toContain(reference);
    });
    it('takes no everyday English or French word for a spelling variant', async () => {
      const was = (await ask(alice, { title: 'It was raining when I arrived' }))
        .body.id as number;
      const wasnt = (await ask(alice, { title: "Wasn't that rude of me?" }))
        .body.id as number;
      const wash = (await ask(alice, { title: 'Wash kayn chi taxi hna?' })).body
        .id as number;
      const wachFound = found(await search('wash'));
      expect(wachFound).toContain(wash);
      expect(wachFound).not.toContain(was);
      expect(wachFound).not.toContain(wasnt);
      // Searched for, such a word is found.
      expect(found(await search('was'))).toContain(was);
      const nous = (
        await ask(alice, { title: 'Nous allons au souk demain' }, 'fr')
      ).body.id as number;
      const half = (
        await ask(alice, { title: 'Un café nouss nouss, ça se dit ?' }, 'fr')
      ).body.id as number;
      const searchFr = async (term: string) =>
        found(
          await new ApiClient(t.url).get(
            `/api/fr/questions?search=${encodeURIComponent(term)}`,
          ),
        );
      expect(await searchFr('nouss')).toContain(half);
      expect(await searchFr('nouss')).not.toContain(nous);
    });
    it('understands several words and combines with the language filter', async () => {
      const all = found(await search('kifach'));
      expect(all).toEqual(expect.arrayContaining([ids.kifach, ids.spanish]));
      const onlyEs = found(await search('kifach', '&language=es'));
      expect(onlyEs).toEqual([ids.spanish]);
      expect(found(await search('past tense verb'))).toContain(ids.content);
    });
    it('ranks a title match above a content-only match', async () => {
      const morning = await make2('Morning routine words', 'nothing else');
      const contentOnly = await make2(
        'Unrelated title here',
        'we talk about the morning too',
      );
      const order = found(await search('morning'));
      expect(order.indexOf(morning)).toBeLessThan(order.indexOf(contentOnly));
      async function make2(title: string, content: string) {
        return (await ask(alice, { title, content })).body.id as number;
      }
    });
    it('keeps exclusions, phrases and OR, with the spelling variants on every side', async () => {
      const kifash = found(await search('kifash'));
      expect(kifash).toEqual(expect.arrayContaining([ids.kifach, ids.spanish]));
      // An excluded word is out, with its variants; a word no question has excludes nothing.
      const notNgoul = found(await search('kifash -ngoul'));
      expect(notNgoul).toContain(ids.spanish);
      expect(notNgoul).not.toContain(ids.kifach);
      const notKifash = found(await search('-kifash'));
      expect(notKifash).toContain(ids.content);
      expect(notKifash).not.toContain(ids.kifach);
      expect(notKifash).not.toContain(ids.spanish);
      expect(found(await search('kifash -zzzzqx')).sort()).toEqual(
        [...kifash].sort(),
      );
      // A phrase matches its words next to each other, in its order.
      expect(found(await search('"good morning"'))).toContain(ids.kifach);
      expect(found(await search('"morning good"'))).not.toContain(ids.kifach);
      // OR finds either side, each widened.
      expect(found(await search('kteb or kifash'))).toEqual(
        expect.arrayContaining([ids.content, ids.kifach, ids.spanish]),
      );
    });
    it('finds Arabic script', async () => {
      expect(found(await search('كيف'))).toContain(ids.arabic);
    });
    it.each([
      '"unterminated quote',
      'kifach OR -ngoul',
      "'; DROP TABLE questions; --",
      '😀🙏',
      '& | ! ( ) : * <->',
      '\\',
      'x'.repeat(1000),
      '%_%',
    ])('never fails on %p', async (term) => {
      const res = await search(term);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.questions)).toBe(true);
    });
    it('reads a term with nothing visible in it as no term', async () => {
      const all = await search('');
      for (const term of ['   ', '\u200b', '\u200e\u200b ']) {
        const res = await search(term);
        expect({ term, total: res.body.total }).toEqual({
          term,
          total: all.body.total,
        });
      }
    });
    it('refuses query parameters named after built-in members, like any unknown one', async () => {
      for (const name of ['constructor', 'toString', '__proto__', 'foo']) {
        const res = await new ApiClient(t.url).get(`/api/questions?${name}=1`);
        expect({ name, status: res.status }).toEqual({ name, status: 400 });
        expect(res.body.message).toEqual([`property ${name} should not exist`]);
      }
    });
    it('refuses a search over 1000 characters with 400', async () => {
      expect((await search('y'.repeat(1001))).status).toBe(400);
    });
    it('returns HTML in titles as plain text, untouched', async () => {
      const res = await new ApiClient(t.url).get(`/api/questions/${ids.html}`);
      expect(res.body.title).toBe('<script>alert(1)</script> is this safe?');
      expect(res.headers.get('content-type')).toContain('application/json');
    });
  });

  describe('answers, votes, likes, reports', () => {
    let questionId: number;
    beforeAll(async () => {
      questionId = (await ask(alice, { title: 'What does wakha mean?' })).body
        .id;
    });

    it('posts an answer: counts change together, the list shows it, in order', async () => {
      const first = await bob.post('/api/answers', {
        questionId,
        content: 'Wakha means okay / alright.',
        isAI: false,
        userId: 42,
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        questionId,
        content: 'Wakha means okay / alright.',
        isAI: false,
        useful: 0,
        notUseful: 0,
        user: {
          username: expect.any(String),
          totalAnswers: 1,
          qualityPoints: 0,
        },
      });
      await alice.post('/api/answers', {
        questionId,
        content: 'Thanks, and "safi" is similar!',
      });
      const list = await new ApiClient(t.url).get(
        `/api/questions/${questionId}/answers`,
      );
      expect(list.body.map((a: { content: string }) => a.content)).toEqual([
        'Wakha means okay / alright.',
        'Thanks, and "safi" is similar!',
      ]);
      expect(
        (await new ApiClient(t.url).get(`/api/questions/${questionId}`)).body
          .answerCount,
      ).toBe(2);
    });

    it('stores an answer sent twice once, and answers the repeat with it', async () => {
      const { id } = (
        await ask(alice, { title: 'A question answered twice by mistake' })
      ).body;
      const answer = { questionId: id, content: 'The same helpful answer' };
      const first = await bob.post('/api/answers', answer);
      expect(first.status).toBe(201);
      const racing = await Promise.all(
        [1, 2].map(() => bob.post('/api/answers', answer)),
      );
      expect(racing.map((r) => r.status)).toEqual([200, 200]);
      for (const r of racing) expect(r.body.id).toBe(first.body.id);
      // Another member may give the same answer.
      expect((await alice.post('/api/answers', answer)).status).toBe(201);
      const question = await new ApiClient(t.url).get(`/api/questions/${id}`);
      expect(question.body.answerCount).toBe(2);
      expect(await counterDrift(t.db.url)).toEqual([]);
    });

    it('refuses short answers, answers to missing questions, AI impersonation and guests; stores nothing', async () => {
      const [{ n: before }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM answers',
      );
      const short = await bob.post('/api/answers', {
        questionId,
        content: '  too short ',
      });
      expect(short.status).toBe(400);
      expect(short.body.message).toContain(
        'Your answer must be at least 10 characters long',
      );
      for (const content of [
        '\u200b'.repeat(11),
        '\u200f'.repeat(12),
        '\u2067\u202b\u034f\ufe0f'.repeat(3),
        '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000e\u000f\u0010',
      ]) {
        const invisible = await bob.post('/api/answers', {
          questionId,
          content,
        });
        expect(invisible.status).toBe(400);
        // Nothing a reader sees: the spec's message for an empty answer.
        expect(invisible.body.message).toEqual(['Please enter an answer']);
      }
      for (const content of ['', '   ']) {
        const empty = await bob.post('/api/answers', { questionId, content });
        expect(empty.status).toBe(400);
        expect(empty.body.message).toEqual(['Please enter an answer']);
      }
      // Marks that take no place are not counted: "too short" is 9 characters.
      const padded = await bob.post('/api/answers', {
        questionId,
        content: '\u202b\u200e\u200btoo short',
      });
      expect(padded.status).toBe(400);
      expect(padded.body.message).toEqual([
        'Your answer must be at least 10 characters long',
      ]);
      expect(padded.body.fields).toEqual([
        { field: 'content', constraints: ['minLength'] },
      ]);
      expect(
        (
          await bob.post('/api/answers', {
            questionId: 99999999,
            content: 'A long enough answer',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await bob.post('/api/fr/answers', {
            questionId,
            content: 'Wrong locale for this one',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await bob.post('/api/answers', {
            questionId,
            content: 'Pretending to be the AI',
            isAI: true,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await new ApiClient(t.url).post('/api/answers', {
            questionId,
            content: 'A guest answer here',
          })
        ).status,
      ).toBe(401);
      const [{ n: after }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM answers',
      );
      expect(after).toBe(before);
    });

    it('toggles votes: useful and not useful exclude each other; the session user votes, not a body userId', async () => {
      const answerId = (
        await new ApiClient(t.url).get(`/api/questions/${questionId}/answers`)
      ).body[0].id;
      const useful = await alice.post('/api/votes', {
        userId: 1,
        answerId,
        type: 'useful',
      });
      expect(useful.status).toBe(200);
      expect(useful.body).toEqual({
        answerId,
        useful: 1,
        notUseful: 0,
        likes: 0,
        myVotes: ['useful'],
      });
      const switched = await alice.post('/api/votes', {
        answerId,
        type: 'not_useful',
      });
      expect(switched.body).toEqual({
        answerId,
        useful: 0,
        notUseful: 1,
        likes: 0,
        myVotes: ['not_useful'],
      });
      const liked = await alice.post('/api/votes', { answerId, type: 'like' });
      expect(liked.body.myVotes).toEqual(['like', 'not_useful']);
      const undone = await alice.post('/api/votes', {
        answerId,
        type: 'not_useful',
      });
      expect(undone.body).toMatchObject({
        useful: 0,
        notUseful: 0,
        likes: 1,
        myVotes: ['like'],
      });
      const mine = await alice.get(`/api/questions/${questionId}/answers`);
      expect(mine.body[0].myVotes).toEqual(['like']);
      const [author] = await sql(
        t.db.url,
        'SELECT total_likes, quality_points FROM users u JOIN answers a ON a.user_id = u.id WHERE a.id = $1',
        [answerId],
      );
      expect(author).toEqual({ total_likes: 1, quality_points: 0 });
      expect(
        (await alice.post('/api/votes', { answerId, type: 'love' })).status,
      ).toBe(400);
      expect(
        (await alice.post('/api/votes', { answerId: 99999999, type: 'like' }))
          .status,
      ).toBe(404);
      expect(
        (
          await new ApiClient(t.url).post('/api/votes', {
            answerId,
            type: 'like',
          })
        ).status,
      ).toBe(401);
    });

    it('counts 50 concurrent useful votes from 50 members exactly, and 50 concurrent toggles never go negative', async () => {
      const answerId = (
        await new ApiClient(t.url).get(`/api/questions/${questionId}/answers`)
      ).body[1].id;
      const voters = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const c = new ApiClient(t.url);
          await c.register();
          return c;
        }),
      );
      const results = await Promise.all(
        voters.map((c) => c.post('/api/votes', { answerId, type: 'useful' })),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const [row] = await sql(
        t.db.url,
        'SELECT useful, not_useful FROM answers WHERE id = $1',
        [answerId],
      );
      expect(row).toEqual({ useful: 50, not_useful: 0 });
      await Promise.all(
        voters.map((c) =>
          c.post('/api/votes', { answerId, type: 'not_useful' }),
        ),
      );
      const [after] = await sql(
        t.db.url,
        'SELECT useful, not_useful FROM answers WHERE id = $1',
        [answerId],
      );
      expect(after).toEqual({ useful: 0, not_useful: 50 });
      const [{ n }] = await sql(
        t.db.url,
        "SELECT count(*)::int AS n FROM answer_votes WHERE answer_id = $1 AND kind = 'not_useful'",
        [answerId],
      );
      expect(n).toBe(50);
      expect(await counterDrift(t.db.url)).toEqual([]);
      // 50 sign-ups at once (each a password hash) take a while on two busy cores.
    }, 180_000);

    it('toggles a question like and reports the count', async () => {
      const on = await bob.post(`/api/questions/${questionId}/like`);
      expect(on.body).toEqual({ likes: 1, liked: true });
      expect((await bob.get(`/api/questions/${questionId}`)).body.liked).toBe(
        true,
      );
      // The toggle takes no body: a field in one is refused, and nothing changes.
      const worded = await bob.post(`/api/questions/${questionId}/like`, {
        like: true,
      });
      expect(worded.status).toBe(400);
      expect(worded.body).toMatchObject({
        code: 'validation_failed',
        message: ['property like should not exist'],
        fields: [{ field: 'like', constraints: ['whitelistValidation'] }],
      });
      expect((await bob.get(`/api/questions/${questionId}`)).body.liked).toBe(
        true,
      );
      const off = await bob.post(`/api/questions/${questionId}/like`, {});
      expect(off.body).toEqual({ likes: 0, liked: false });
      expect((await bob.post('/api/questions/99999999/like')).status).toBe(404);
    });

    it('takes one open report per member per item', async () => {
      const first = await bob.post('/api/reports', {
        questionId,
        reason: 'spam',
        // Invisible edges are trimmed as in every other text field.
        details: '\u200b Looks like an ad \ufeff',
      });
      expect(first.status).toBe(201);
      const again = await bob.post('/api/reports', {
        questionId,
        reason: 'other',
      });
      expect(again.status).toBe(409);
      // An id sent as null is one not given: the other one is reported.
      const nullAnswer = await bob.post('/api/reports', {
        questionId,
        answerId: null,
        reason: 'spam',
      });
      expect(nullAnswer.status).toBe(409);
      expect(nullAnswer.body.code).toBe('already_reported');
      const bothNull = await bob.post('/api/reports', {
        questionId: null,
        answerId: null,
        reason: 'spam',
      });
      expect(bothNull.status).toBe(400);
      expect(bothNull.body.message).toBe('Give either questionId or answerId');
      expect((await bob.post('/api/reports', { reason: 'spam' })).status).toBe(
        400,
      );
      expect(
        (
          await bob.post('/api/reports', {
            questionId,
            answerId: 1,
            reason: 'spam',
          })
        ).status,
      ).toBe(400);
      expect(
        (await bob.post('/api/reports', { questionId, reason: 'boring' }))
          .status,
      ).toBe(400);
      expect(
        (
          await bob.post('/api/reports', {
            questionId: 99999999,
            reason: 'spam',
          })
        ).status,
      ).toBe(404);
      const [{ n }] = await sql(
        t.db.url,
        'SELECT count(*)::int AS n FROM reports WHERE question_id = $1',
        [questionId],
      );
      expect(n).toBe(1);
    });

    it('deleting a question leaves no orphans and keeps authors’ counts true', async () => {
      const admin = await newAdmin();
      const qid = (await ask(alice, { title: 'A question to be deleted' })).body
        .id;
      const answer = await bob.post('/api/answers', {
        questionId: qid,
        content: 'An answer that will go too',
      });
      await alice.post('/api/votes', {
        answerId: answer.body.id,
        type: 'useful',
      });
      await alice.post(`/api/questions/${qid}/like`);
      await alice.post('/api/reports', {
        answerId: answer.body.id,
        reason: 'off-topic',
      });
      await sql(
        t.db.url,
        "INSERT INTO post_translations (question_id, from_language, to_language, source_hash, translation) VALUES ($1, 'dz', 'en', repeat('a', 64), 'x')",
        [qid],
      );
      const [{ total_answers: bobBefore }] = await sql(
        t.db.url,
        'SELECT total_answers FROM users WHERE id = (SELECT user_id FROM answers WHERE id = $1)',
        [answer.body.id],
      );

      expect(
        (await bob.request('DELETE', `/api/admin/questions/${qid}`)).status,
      ).toBe(403);
      expect(
        (await admin.request('DELETE', `/api/admin/fr/questions/${qid}`))
          .status,
      ).toBe(404);
      expect(
        (await admin.request('DELETE', `/api/admin/questions/${qid}`)).status,
      ).toBe(204);

      const [left] = await sql(
        t.db.url,
        `SELECT (SELECT count(*) FROM answers WHERE question_id = $1)::int AS answers,
                (SELECT count(*) FROM answer_votes WHERE answer_id = $2)::int AS votes,
                (SELECT count(*) FROM question_likes WHERE question_id = $1)::int AS likes,
                (SELECT count(*) FROM reports WHERE question_id = $1 OR answer_id = $2)::int AS reports,
                (SELECT count(*) FROM post_translations WHERE question_id = $1)::int AS translations`,
        [qid, answer.body.id],
      );
      expect(left).toEqual({
        answers: 0,
        votes: 0,
        likes: 0,
        reports: 0,
        translations: 0,
      });
      const bobNow = (await bob.get('/api/user')).body.id;
      const [{ total_answers }] = await sql(
        t.db.url,
        'SELECT total_answers FROM users WHERE id = $1',
        [bobNow],
      );
      expect(total_answers).toBe(bobBefore - 1);
      expect(await counterDrift(t.db.url)).toEqual([]);
      expect(
        (await new ApiClient(t.url).get(`/api/questions/${qid}`)).status,
      ).toBe(404);
    });

    it('tells each reader whether they have a report still open on the question and each answer', async () => {
      const asked = (await ask(alice, { title: 'Is "bghit" polite?' })).body.id;
      const answered = await alice.post('/api/answers', {
        questionId: asked,
        content: 'Yes, "bghit" is the everyday way to say I want.',
      });
      const other = await alice.post('/api/answers', {
        questionId: asked,
        content: 'Add "3afak" to make it softer.',
      });
      const reporter = new ApiClient(t.url);
      await reporter.register();
      const admin = await newAdmin();
      const reads = async (reader: ApiClient) => ({
        question: (await reader.get(`/api/questions/${asked}`)).body.reported,
        answers: (await reader.get(`/api/questions/${asked}/answers`)).body.map(
          (a: { reported: boolean }) => a.reported,
        ),
      });
      expect(await reads(reporter)).toEqual({
        question: false,
        answers: [false, false],
      });
      for (const report of [
        { questionId: asked, reason: 'other' },
        { answerId: answered.body.id, reason: 'spam' },
      ])
        expect((await reporter.post('/api/reports', report)).status).toBe(201);
      expect(await reads(reporter)).toEqual({
        question: true,
        answers: [true, false],
      });
      // Anyone else, and guests, see none of it.
      expect(await reads(bob)).toEqual({
        question: false,
        answers: [false, false],
      });
      expect(await reads(new ApiClient(t.url))).toEqual({
        question: false,
        answers: [false, false],
      });
      // A dismissed report is no longer open: the member may report again.
      const queue = await admin.get('/api/admin/reports');
      const onAnswer = queue.body.find(
        (r: { answerId: number | null }) => r.answerId === answered.body.id,
      );
      expect(
        (await admin.post(`/api/admin/reports/${onAnswer.id}/dismiss`)).status,
      ).toBe(204);
      expect(await reads(reporter)).toEqual({
        question: true,
        answers: [false, false],
      });
      expect(other.status).toBe(201);
    });

    it("links each report to its page: a question's, an answer's question's, in its locale", async () => {
      const admin = await newAdmin();
      const reporter = new ApiClient(t.url);
      await reporter.register();
      const asked = (
        await ask(alice, { title: 'Comment dit-on « ça va » ?' }, 'fr')
      ).body.id;
      const answered = await alice.post('/api/fr/answers', {
        questionId: asked,
        content: 'On dit « labas ? » au Maroc.',
      });
      expect(answered.status).toBe(201);
      for (const item of [
        { questionId: asked },
        { answerId: answered.body.id },
      ])
        expect(
          (await reporter.post('/api/reports', { ...item, reason: 'other' }))
            .status,
        ).toBe(201);
      const queue = (await admin.get('/api/admin/reports')).body as {
        questionId: number | null;
        answerId: number | null;
        link: string | null;
      }[];
      expect(queue.find((r) => r.questionId === asked)?.link).toBe(
        `/fr/question/${asked}`,
      );
      expect(queue.find((r) => r.answerId === answered.body.id)?.link).toBe(
        `/fr/question/${asked}`,
      );
    });

    it('pages the open reports, newest first, with their total in X-Total-Count', async () => {
      const admin = await newAdmin();
      const reporter = new ApiClient(t.url);
      await reporter.register();
      for (let i = 0; i < 3; i++) {
        const id = (await ask(alice, { title: `Reported question ${i}` })).body
          .id;
        expect(
          (
            await reporter.post('/api/reports', {
              questionId: id,
              reason: 'spam',
            })
          ).status,
        ).toBe(201);
      }
      const all = await admin.get('/api/admin/reports');
      const total = Number(all.headers.get('x-total-count'));
      expect(total).toBe(all.body.length);
      expect(total).toBeGreaterThanOrEqual(3);
      const first = await admin.get('/api/admin/reports?limit=2');
      expect(first.body.map((r: { id: number }) => r.id)).toEqual(
        all.body.slice(0, 2).map((r: { id: number }) => r.id),
      );
      expect(Number(first.headers.get('x-total-count'))).toBe(total);
      const rest = await admin.get(
        `/api/admin/reports?limit=2&offset=${total - 1}`,
      );
      expect(rest.body.map((r: { id: number }) => r.id)).toEqual([
        all.body[total - 1].id,
      ]);
      for (const [query, message] of [
        ['limit=101', 'limit must be at most 100'],
        ['limit=0', 'limit must be at least 1'],
        ['offset=-1', 'offset must not be negative'],
        ['page=2', 'property page should not exist'],
      ]) {
        const refused = await admin.get(`/api/admin/reports?${query}`);
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body.message)).toContain(message);
      }
    });

    it('shows admins the open reports and lets them dismiss one', async () => {
      const admin = await newAdmin();
      const reports = await admin.get('/api/admin/reports');
      const mine = reports.body.find(
        (r: { questionId: number }) => r.questionId === questionId,
      );
      expect(mine).toMatchObject({
        reason: 'spam',
        details: 'Looks like an ad',
        status: 'open',
        excerpt: 'What does wakha mean?',
        link: `/question/${questionId}`,
      });
      expect(
        (await admin.post(`/api/admin/reports/${mine.id}/dismiss`)).status,
      ).toBe(204);
      expect(
        (await admin.post(`/api/admin/reports/${mine.id}/dismiss`)).status,
      ).toBe(404);
      const stats = await admin.get('/api/admin/stats');
      expect(stats.body).toEqual({
        totalUsers: expect.any(Number),
        totalEnQuestions: expect.any(Number),
        totalFrQuestions: expect.any(Number),
        totalAnswers: expect.any(Number),
        aiAnswers: 0,
        openReports: expect.any(Number),
        assistant: {
          enabled: false,
          provider: null,
          providers: { openai: false, gemini: false },
          calls: [],
        },
      });
      expect(stats.body.totalFrQuestions).toBeGreaterThanOrEqual(1);
      // Without a provider, the site says no assistant answers.
      expect((await admin.get('/api/assistant')).body).toEqual({
        enabled: false,
      });
    });
  });

  describe('translate a post', () => {
    it('needs a signed-in user, refuses over-long text before any provider call, and says when no provider is configured', async () => {
      expect(
        (
          await new ApiClient(t.url).post('/api/translate', {
            text: 'Salam',
            fromLanguage: 'dz',
            toLanguage: 'English',
          })
        ).status,
      ).toBe(401);
      const long = await alice.post('/api/translate', {
        text: 'x'.repeat(5001),
        fromLanguage: 'dz',
        toLanguage: 'English',
      });
      expect(long.status).toBe(400);
      const off = await alice.post('/api/translate', {
        text: 'Salam',
        fromLanguage: 'dz',
        toLanguage: 'English',
      });
      expect(off.status).toBe(503);
      expect(off.body.message).toBe(
        'Translation is not available: no AI provider is configured',
      );
    });
  });

  describe('link previews', () => {
    it('fills the title, description and Open Graph tags of question pages, escaped', async () => {
      const q = await ask(alice, {
        title: 'Is "3afak" <polite>?',
        content: 'When do I say 3afak & when "llah y7fdek"?',
      });
      const html = await (await fetch(`${t.url}/question/${q.body.id}`)).text();
      expect(html).toContain(
        '<title>Is &#34;3afak&#34; &#60;polite&#62;? | Dialect Community</title>',
      );
      expect(html).toContain(
        '<meta name="description" content="When do I say 3afak &#38; when &#34;llah y7fdek&#34;?"',
      );
      expect(html).toContain(
        '<meta property="og:title" content="Is &#34;3afak&#34; &#60;polite&#62;? | Dialect Community" />',
      );
      expect(html).not.toContain('<polite>');
      // The question lives in English only: its French address is a 404, said in French.
      const fr = await fetch(`${t.url}/fr/question/${q.body.id}`);
      expect(fr.status).toBe(404);
      const frHtml = await fr.text();
      expect(frHtml).toContain('<html lang="fr"');
      expect(frHtml).toContain(
        '<title>Question introuvable | Dialect Community</title>',
      );
      expect(frHtml).not.toContain('rel="canonical"');
      // Its reads are not preloaded: they answer 404.
      expect(frHtml).not.toContain(`href="/api/fr/questions/${q.body.id}`);
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/questions/${q.body.id}">`,
      );
    });

    it('sends a question page whose question does not exist with 404, and the app to say so', async () => {
      const q = await ask(alice, {
        title: 'A question that stays',
        content: 'It exists',
      });
      const found = await fetch(`${t.url}/question/${q.body.id}`);
      expect(found.status).toBe(200);
      for (const path of [
        '/question/999999999',
        '/question/99999999999',
        '/question/0',
        '/question/abc',
        `/question/0x${q.body.id.toString(16)}`,
        // No id at all: the page says so too.
        '/question',
        '/question/',
      ]) {
        const res = await fetch(`${t.url}${path}`);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        const html = await res.text();
        expect(html).toContain(
          '<title>Question not found | Dialect Community</title>',
        );
        expect(html).toContain('<div id="root"');
      }
    });

    it('serves home titled as the client titles it, in each locale', async () => {
      for (const [path, title] of [
        ['/', 'Home | Dialect Community'],
        ['/?search=kifach', 'Home | Dialect Community'],
        ['/fr', 'Accueil | Dialect Community'],
      ]) {
        const html = await (await fetch(`${t.url}${path}`)).text();
        expect({ path, titles: html.match(/<title>[^<]*<\/title>/g) }).toEqual({
          path,
          titles: [`<title>${title}</title>`],
        });
      }
    });

    it('serves static pages with their own title, description, canonical and hreflang links', async () => {
      const html = await (await fetch(`${t.url}/fr/privacy`)).text();
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain(
        '<title>Politique de confidentialité | Dialect Community</title>',
      );
      expect(html).toContain(
        '<meta name="description" content="Comment Dialect Community collecte',
      );
      expect(html).toContain(
        `<link rel="canonical" href="${t.url}/fr/privacy" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="en" href="${t.url}/privacy" />`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="fr" href="${t.url}/fr/privacy" />`,
      );
      const question = await (await fetch(`${t.url}/question/1`)).text();
      expect(question).toContain(
        `<link rel="canonical" href="${t.url}/question/1" />`,
      );
      expect(question).not.toContain('hreflang');
      const missing = await fetch(`${t.url}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).not.toContain('rel="canonical"');
    });

    it('serves question text holding replacement patterns as text, never as markup', async () => {
      const content =
        "0;url=https://evil.example/$2 http-equiv=refresh x=$2 $1 $& $` $' $$";
      const q = await ask(alice, { title: "Why $1 and $' and $`?", content });
      expect(q.status).toBe(201);
      const html = await (await fetch(`${t.url}/question/${q.body.id}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      for (const tag of head.match(/<meta[^>]*>/g) ?? [])
        expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/http-equiv/);
      expect(head).toContain(
        '<title>Why $1 and $&#39; and $`? | Dialect Community</title>',
      );
      expect(head).toContain(
        '<meta name="description" content="0;url=https://evil.example/$2 http-equiv=refresh x=$2 $1 $&#38; $` $&#39; $$"',
      );
      expect(head.match(/<title>/g)).toHaveLength(1);
    });
  });
  describe('ids', () => {
    it('reads an id only as decimal digits: another spelling of a number is no id, in the address or the body', async () => {
      const { id } = (
        await ask(alice, {
          title: 'Which id is this question?',
          content: 'Only its own',
        })
      ).body as { id: number };
      const carol = new ApiClient(t.url);
      await carol.register();
      expect((await carol.get(`/api/questions/${id}`)).status).toBe(200);
      for (const spelling of [
        `0x${id.toString(16)}`,
        `${id}e0`,
        `%20${id}`,
        `+${id}`,
        `${id}.0`,
      ]) {
        const read = await carol.get(`/api/questions/${spelling}`);
        expect({ spelling, status: read.status }).toEqual({
          spelling,
          status: 404,
        });
        const like = await carol.post(`/api/questions/${spelling}/like`, {});
        expect({ spelling, status: like.status }).toEqual({
          spelling,
          status: 404,
        });
      }
      for (const questionId of [
        true,
        `0x${id.toString(16)}`,
        `${id}e0`,
        ` ${id}`,
      ]) {
        const answer = await carol.post('/api/answers', {
          questionId,
          content: 'An answer that must not land anywhere',
        });
        expect({ questionId, status: answer.status }).toEqual({
          questionId,
          status: 400,
        });
        expect(answer.body.message).toEqual([
          'questionId must be a question id',
        ]);
      }
      const [{ likes, answers }] = await sql<{
        likes: number;
        answers: number;
      }>(
        t.db.url,
        'SELECT likes, (SELECT count(*)::int FROM answers WHERE question_id = $1) AS answers FROM questions WHERE id = $1',
        [id],
      );
      expect({ likes, answers }).toEqual({ likes: 0, answers: 0 });
      // A client that took the id from the page's address may send it as a string of digits.
      const fromAddress = await carol.post('/api/answers', {
        questionId: String(id),
        content: 'An answer sent with the id as digits',
      });
      expect(fromAddress.status).toBe(201);
      expect(fromAddress.body.questionId).toBe(id);
    });
  });
});
