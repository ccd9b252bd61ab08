import { OfflineEngine } from './offline-engine';
import { normalizePhrase } from './normalize';
import { PHRASEBOOKS } from './phrasebook';
import { englishNumberWords, frenchNumberWords } from './phrasebook.concepts';
import { DIALECT_CODES, TOPICS, type PhraseEntry } from './phrasebook.types';

const ARABIC_TEXT = /^[\u0600-\u06FF\s]+$/;
const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;

const engine = new OfflineEngine();

function key(phrase: string): string {
  return normalizePhrase(phrase).replace(/'/g, '');
}

describe.each(DIALECT_CODES)('%s phrasebook', (dialect) => {
  const book: readonly PhraseEntry[] = PHRASEBOOKS[dialect];

  it('holds at least 150 entries, as the engine reports', () => {
    expect(book.length).toBeGreaterThanOrEqual(150);
    expect(engine.entryCount(dialect)).toBe(book.length);
  });

  it('covers all ten topics, with more than numbers', () => {
    const topics = new Set(book.map((entry) => entry.topic));
    for (const topic of TOPICS) expect(topics).toContain(topic);
    expect(book.filter((e) => e.topic !== 'numbers').length).toBeGreaterThan(
      100,
    );
  });

  it('gives every entry a romanized form and an Arabic-script form', () => {
    for (const entry of book) {
      expect(entry.latin.trim()).not.toBe('');
      expect(entry.latin).not.toMatch(ARABIC_LETTER);
      expect(entry.arabic).toMatch(ARABIC_TEXT);
      expect(entry.arabic).toMatch(ARABIC_LETTER);
      expect(entry.arabic).not.toMatch(LATIN_LETTER);
      expect(entry.en.length).toBeGreaterThan(0);
      expect(entry.fr.length).toBeGreaterThan(0);
    }
  });

  it('gives feminine forms in pairs, in the right scripts, and only when they differ', () => {
    for (const entry of book) {
      expect(entry.latinF === undefined).toBe(entry.arabicF === undefined);
      if (entry.latinF === undefined || entry.arabicF === undefined) continue;
      expect(entry.latinF).not.toMatch(ARABIC_LETTER);
      expect(entry.arabicF).toMatch(ARABIC_TEXT);
      expect(entry.latinF).not.toBe(entry.latin);
    }
  });

  it('has feminine forms for "how are you"', () => {
    const howAreYou = book.find((e) => e.en[0] === 'how are you');
    expect(howAreYou?.latinF).toBeTruthy();
  });

  it('has no English or French phrasing leading to two entries', () => {
    for (const lang of ['en', 'fr'] as const) {
      const owner = new Map<string, PhraseEntry>();
      for (const entry of book) {
        for (const phrasing of entry[lang]) {
          const k = key(phrasing);
          const seen = owner.get(k);
          if (seen && seen !== entry)
            throw new Error(`${lang} "${phrasing}" leads to two entries`);
          owner.set(k, entry);
        }
      }
    }
  });

  it('holds every number 0-100, reachable from digits and from English and French words', () => {
    for (let n = 0; n <= 100; n++) {
      const fromDigits = engine.translate(String(n), 'en', dialect, false);
      expect('error' in fromDigits).toBe(false);
      for (const words of englishNumberWords(n))
        expect(engine.translate(words, 'en', dialect, false)).toEqual(
          fromDigits,
        );
      for (const words of [String(n), ...frenchNumberWords(n)])
        expect(engine.translate(words, 'fr', dialect, false)).toEqual(
          fromDigits,
        );
    }
  });

  it('knows the usual spellings of a few numbers', () => {
    const same = (n: number, en: string, fr: string): void => {
      const expected = engine.translate(String(n), 'en', dialect, false);
      expect(engine.translate(en, 'en', dialect, false)).toEqual(expected);
      expect(engine.translate(fr, 'fr', dialect, false)).toEqual(expected);
    };
    same(0, 'zero', 'zéro');
    same(1, 'one', 'un');
    same(17, 'seventeen', 'dix-sept');
    same(21, 'twenty one', 'vingt-et-un');
    same(42, 'forty-two', 'quarante-deux');
    same(71, 'seventy-one', 'soixante et onze');
    same(80, 'eighty', 'quatre-vingts');
    same(90, 'ninety', 'nonante');
    same(99, 'ninety-nine', 'quatre-vingt-dix-neuf');
    same(100, 'one hundred', 'cent');
  });

  it('shares its phrase list with the other books, so phrases carry across dialects', () => {
    const canon = (b: readonly PhraseEntry[]): string[] =>
      b.map((e) => e.en[0]).sort();
    expect(canon(book)).toEqual(canon(PHRASEBOOKS.ar));
  });
});

describe('dialect forms', () => {
  const form = (dialect: (typeof DIALECT_CODES)[number], en: string) =>
    PHRASEBOOKS[dialect].find((e) => e.en[0] === en);

  it('writes Darija the Moroccan way', () => {
    expect(form('darija', 'good morning')?.latin).toBe('sba7 lkhir');
    expect(form('darija', 'please')?.latin).toBe('3afak');
    expect(form('darija', 'too expensive')?.latin).toBe('ghali bzaf');
    expect(form('darija', 'how')?.latin).toBe('kifach');
    expect(form('darija', '21')).toMatchObject({
      latin: 'wa7d u 3ichrin',
      arabic: 'واحد و عشرين',
    });
  });

  it('writes Egyptian, Levantine, Gulf and Iraqi with their own words', () => {
    expect(form('egyptian', 'how are you')).toMatchObject({
      latin: 'ezzayak',
      latinF: 'ezzayek',
    });
    expect(form('egyptian', 'do you want')?.latinF).toContain('3ayza');
    expect(form('levantine', 'how are you')).toMatchObject({
      latin: 'kifak',
      latinF: 'kifik',
    });
    expect(form('levantine', 'I want')?.latin).toBe('baddi');
    expect(form('gulf', 'how are you')).toMatchObject({
      latin: 'shlonak',
      latinF: 'shlonich',
    });
    expect(form('gulf', 'too expensive')?.latin).toContain('wayed');
    expect(form('iraqi', "what's new")?.latin).toBe('shaku maku');
    expect(form('iraqi', 'thank you very much')?.latin).toContain('hwaya');
    expect(form('ar', 'how are you')).toMatchObject({
      latin: 'kayfa haluka',
      latinF: 'kayfa haluki',
    });
  });
});
