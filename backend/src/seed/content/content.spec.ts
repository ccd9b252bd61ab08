import { SITE_LANGUAGES } from '../../common/languages';
import { SEED_MEMBERS } from './members';
import { SEED_SETS } from './sets';
import { SEED_SET_NAMES, SeedQuestion } from './types';

/** The server's own bounds (see the question and answer DTOs and tables). */
const TITLE = { min: 5, max: 200 };
const CONTENT_MAX = 5000;
const ANSWER = { min: 10, max: 5000 };
const SEED_KEY_MAX = 80;
const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;

const allQuestions: SeedQuestion[] = SEED_SET_NAMES.flatMap(
  (name) => SEED_SETS[name].questions,
);
const members = new Map(SEED_MEMBERS.map((m) => [m.username, m]));
const isLanguage = (code: string) =>
  (SITE_LANGUAGES as readonly string[]).includes(code);

describe('demo content', () => {
  it('has the promised size: at least 40 general questions, 60 Darija questions in English and 60 in French', () => {
    expect(SEED_SETS.general.questions.length).toBeGreaterThanOrEqual(40);
    expect(SEED_SETS.darija.questions).toHaveLength(60);
    expect(SEED_SETS['darija-french'].questions).toHaveLength(60);
  });

  it('gives every question a unique key that fits the seed_key column and starts with its set prefix', () => {
    const keys = allQuestions.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const name of SEED_SET_NAMES) {
      const set = SEED_SETS[name];
      expect(set.name).toBe(name);
      for (const q of set.questions) {
        expect(q.key.startsWith(`${set.keyPrefix}-`)).toBe(true);
        expect(q.key.length).toBeLessThanOrEqual(SEED_KEY_MAX);
      }
    }
  });

  it('keeps titles, texts and answers within the lengths the server accepts', () => {
    for (const q of allQuestions) {
      const title = q.title.trim();
      expect([q.key, title.length >= TITLE.min]).toEqual([q.key, true]);
      expect([q.key, title.length <= TITLE.max]).toEqual([q.key, true]);
      expect((q.content ?? '').trim().length).toBeLessThanOrEqual(CONTENT_MAX);
      for (const a of q.answers) {
        const length = a.content.trim().length;
        expect([q.key, length >= ANSWER.min && length <= ANSWER.max]).toEqual([
          q.key,
          true,
        ]);
      }
    }
  });

  it('gives each question one to three answers, at most one of them by the AI assistant, and no member answering twice', () => {
    for (const q of allQuestions) {
      expect([q.key, q.answers.length >= 1 && q.answers.length <= 3]).toEqual([
        q.key,
        true,
      ]);
      const ai = q.answers.filter((a) => a.by === 'ai');
      expect([q.key, ai.length <= 1]).toEqual([q.key, true]);
      const humans = q.answers.filter((a) => a.by !== 'ai').map((a) => a.by);
      expect([q.key, new Set(humans).size]).toEqual([q.key, humans.length]);
    }
  });

  it('labels roughly one answer in five as the AI assistant’s, in every set', () => {
    for (const name of SEED_SET_NAMES) {
      const answers = SEED_SETS[name].questions.flatMap((q) => q.answers);
      const share =
        answers.filter((a) => a.by === 'ai').length / answers.length;
      expect([name, share > 0.12 && share < 0.3]).toEqual([name, true]);
    }
  });

  it('uses only the 12 site languages, with Darija as the target of both Darija sets', () => {
    for (const q of allQuestions) {
      expect([q.key, isLanguage(q.language)]).toEqual([q.key, true]);
      expect([q.key, isLanguage(q.targetLanguage)]).toEqual([q.key, true]);
    }
    for (const name of ['darija', 'darija-french'] as const)
      for (const q of SEED_SETS[name].questions)
        expect([q.key, q.targetLanguage]).toEqual([q.key, 'dz']);
  });

  it('asks about every site language at least twice in the general set', () => {
    const counts = new Map<string, number>();
    for (const q of SEED_SETS.general.questions)
      counts.set(q.targetLanguage, (counts.get(q.targetLanguage) ?? 0) + 1);
    for (const code of SITE_LANGUAGES)
      expect([code, (counts.get(code) ?? 0) >= 2]).toEqual([code, true]);
  });

  it('has questions asked by learners in their native language and answered by native speakers', () => {
    for (const q of allQuestions) {
      const asker = members.get(q.askedBy);
      expect([q.key, asker?.username]).toEqual([q.key, q.askedBy]);
      expect([
        q.key,
        asker!.nativeLanguages.includes(q.language as never),
      ]).toEqual([q.key, true]);
      expect([
        q.key,
        asker!.learningLanguages.includes(q.targetLanguage as never),
      ]).toEqual([q.key, true]);
      for (const a of q.answers) {
        if (a.by === 'ai') continue;
        const author = members.get(a.by);
        expect([q.key, a.by, author !== undefined]).toEqual([
          q.key,
          a.by,
          true,
        ]);
        expect([
          q.key,
          a.by,
          author!.nativeLanguages.includes(q.targetLanguage as never),
        ]).toEqual([q.key, a.by, true]);
        expect([q.key, a.by === q.askedBy]).toEqual([q.key, false]);
      }
    }
  });

  it('has members with valid, unique usernames, names and languages', () => {
    expect(SEED_MEMBERS.length).toBeGreaterThanOrEqual(12);
    expect(SEED_MEMBERS.length).toBeLessThanOrEqual(16);
    const names = SEED_MEMBERS.map((m) => m.username.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const m of SEED_MEMBERS) {
      expect([m.username, USERNAME.test(m.username)]).toEqual([
        m.username,
        true,
      ]);
      expect(m.firstName.trim()).not.toBe('');
      expect(m.lastName.trim()).not.toBe('');
      expect(m.nativeLanguages.length).toBeGreaterThan(0);
      for (const code of [...m.nativeLanguages, ...m.learningLanguages])
        expect([m.username, isLanguage(code)]).toEqual([m.username, true]);
    }
    const natives = new Set(SEED_MEMBERS.flatMap((m) => m.nativeLanguages));
    for (const code of SITE_LANGUAGES)
      expect([code, natives.has(code)]).toEqual([code, true]);
  });

  it('writes romanized Darija with the chat-alphabet digits and gives the Arabic script', () => {
    for (const name of ['darija', 'darija-french'] as const) {
      const text = SEED_SETS[name].questions
        .flatMap((q) => q.answers.map((a) => a.content))
        .join('\n');
      for (const word of ['3afak', 'sba7', '9hwa'])
        expect([name, word, text.includes(word)]).toEqual([name, word, true]);
      expect(/[\u0600-\u06FF]/.test(text)).toBe(true);
    }
  });

  it('contains no placeholder text', () => {
    const text = allQuestions
      .flatMap((q) => [
        q.title,
        q.content ?? '',
        ...q.answers.map((a) => a.content),
      ])
      .join('\n');
    expect(text).not.toMatch(
      /lorem|ipsum|placeholder|\bTODO\b|\bTBD\b|\bxxx\b/i,
    );
  });
});
