/**
 * The offline translation engine: used when no AI provider is configured.
 *
 * It translates only what its phrasebooks hold (greetings, introductions,
 * courtesy, directions, shopping, food, time, numbers 0-100, days,
 * emergencies) and converts between romanized Arabic and Arabic script.
 * Anything else is refused with OFFLINE_UNSUPPORTED_MESSAGE: it never guesses.
 *
 * - en/fr -> dialect (or `ar`): the whole text, normalized, must be one of the
 *   entry's phrasings; a trailing or leading "please" / "s'il vous plaît" is
 *   translated on its own, and a text made of several known phrases separated
 *   by punctuation ("Hello! How are you?") is translated phrase by phrase.
 * - dialect -> en/fr: reverse lookup of the romanized or Arabic-script form,
 *   answering the canonical English or French phrasing.
 * - dialect -> another dialect or `ar`: through the phrase both books share.
 * - dialect -> the same dialect, or a romanized dialect -> `ar` when the
 *   phrase is unknown: script conversion (see transliterate.ts).
 * - en <-> fr: phrasebook phrasings only.
 *
 * A text refused in the chosen source language that the phrasebook would
 * translate from another of its sources (English or French, or Arabic-script
 * text sent as a language that is not Arabic) is refused with that language
 * named (`wrong_source`): the user chooses it, nothing is translated from a
 * language they did not choose.
 */
import { normalizePhrase } from './normalize';
import { PHRASEBOOKS } from './phrasebook';
import {
  isDialectCode,
  type DialectCode,
  type PhraseEntry,
  type Topic,
} from './phrasebook.types';
import { arabicToLatin, isArabicScript, latinToArabic } from './transliterate';

export const OFFLINE_UNSUPPORTED_MESSAGE =
  'The built-in phrasebook knows everyday phrases in English, French and Arabic only: other texts and languages need an AI provider.';

/** The source languages a text may be recognized in when another was chosen (translator codes). */
export type LikelySource = 'en' | 'fr' | 'ar';

export type OfflineResult =
  | { translation: string; arabic_script: string }
  | { error: 'unsupported'; message: string }
  | { error: 'wrong_source'; language: LikelySource; message: string };

/** The languages tried for a text refused in its chosen source, in order of preference. */
const LIKELY_SOURCES: readonly LikelySource[] = ['fr', 'en', 'ar'];

const LANGUAGE_NAMES: Record<LikelySource, string> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
};

/** The English text of a `wrong_source` refusal. */
export function wrongSourceMessage(language: LikelySource): string {
  const name = LANGUAGE_NAMES[language];
  return `This looks like ${name}: choose ${name} as the source language.`;
}

type PhraseLanguage = 'en' | 'fr';

/** Longest text looked up phrase by phrase (script conversion has no limit here). */
const MAX_PHRASE_TEXT = 300;
/** Most phrases one text may chain ("Hello! How are you? ..."). */
const MAX_SEGMENTS = 8;
/**
 * Without punctuation ("hello how are you"), a text may still be split into
 * up to three known phrases, but only greetings and courtesy formulas, which
 * stand on their own whatever follows them.
 */
const MAX_UNPUNCTUATED_PHRASES = 3;
const STANDALONE_TOPICS: ReadonlySet<Topic> = new Set([
  'greetings',
  'courtesy',
]);

interface FormMatch {
  entry: PhraseEntry;
  feminine: boolean;
}

/** One translated piece: its text in the target and its Arabic script ('' for en/fr). */
interface Piece {
  text: string;
  arabic: string;
  /** Topic of the phrase it comes from (set by the lookups). */
  topic?: Topic;
}

type Lookup = (key: string) => Piece | undefined;
/** The translation of "please", given the form it was typed in. */
type PleaseLookup = (typedKey: string) => Piece | undefined;

interface BookIndex {
  entries: readonly PhraseEntry[];
  byPhrasing: Record<PhraseLanguage, Map<string, PhraseEntry>>;
  /** Normalized romanized and Arabic-script forms. */
  byForm: Map<string, FormMatch>;
  /** Loose romanized spelling -> entry; null when two entries share it. */
  bySkeleton: Map<string, FormMatch | null>;
  byCanonical: Map<string, PhraseEntry>;
  please: PhraseEntry | undefined;
}

/** The key phrases are matched on: normalized, apostrophes dropped (whats = what's). */
function matchKey(text: string): string {
  return normalizePhrase(text).replace(/'/g, '');
}

/**
 * A loose key for romanized spellings: variants such as sh/ch, 5/kh, 7/h,
 * 9/q, o/ou/u, ee/i, doubled letters, a dropped hamza (2) or e, and spaces or
 * hyphens are folded. Used only when it points to a single entry.
 */
function skeleton(key: string): string {
  return key
    .replace(/[\s-]/g, '')
    .replace(/5/g, 'kh')
    .replace(/7/g, 'h')
    .replace(/9/g, 'q')
    .replace(/2/g, '')
    .replace(/sh/g, 'ch')
    .replace(/ou|oo|uu|o/g, 'u')
    .replace(/ee|ii|ei|ey/g, 'i')
    .replace(/e/g, '')
    .replace(/(.)\1+/g, '$1');
}

function buildIndex(entries: readonly PhraseEntry[]): BookIndex {
  const index: BookIndex = {
    entries,
    byPhrasing: { en: new Map(), fr: new Map() },
    byForm: new Map(),
    bySkeleton: new Map(),
    byCanonical: new Map(),
    please: undefined,
  };
  for (const entry of entries) {
    for (const lang of ['en', 'fr'] as const) {
      for (const phrasing of entry[lang]) {
        const key = matchKey(phrasing);
        if (key && !index.byPhrasing[lang].has(key))
          index.byPhrasing[lang].set(key, entry);
      }
    }
    index.byCanonical.set(entry.en[0], entry);
    if (entry.en[0] === 'please') index.please = entry;
    const forms: [string | undefined, boolean][] = [
      [entry.latin, false],
      [entry.arabic, false],
      [entry.latinF, true],
      [entry.arabicF, true],
    ];
    for (const [form, feminine] of forms) {
      if (!form) continue;
      const key = matchKey(form);
      if (!key || index.byForm.has(key)) continue;
      index.byForm.set(key, { entry, feminine });
      if (isArabicScript(form)) continue;
      const loose = skeleton(key);
      const seen = index.bySkeleton.get(loose);
      if (seen === undefined) index.bySkeleton.set(loose, { entry, feminine });
      else if (seen && seen.entry !== entry) index.bySkeleton.set(loose, null);
    }
  }
  return index;
}

/**
 * A run of emoji and the spaces among them: skin tones, joiners, the emoji
 * variation selector and flags' letters included.
 */
const EMOJI_RUN =
  '(?:[\\s\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\p{Regional_Indicator}]|\\u200D|\\uFE0F)+';
const LEADING_EMOJI = new RegExp(`^${EMOJI_RUN}`, 'u');
const TRAILING_EMOJI = new RegExp(`${EMOJI_RUN}$`, 'u');
/** Text with a character past ASCII, the only text that can hold an emoji. */
const BEYOND_ASCII = /[^\0-\x7F]/;

/**
 * Emoji before and after a phrase, to be put back around its translation:
 * "hello 😀" is "marhaba 😀", not "marhaba". Plain ASCII text, most of what
 * is typed, is returned as it is without a Unicode pattern run over it.
 */
function edgeEmoji(text: string): {
  body: string;
  around: (translated: string) => string;
} {
  if (!BEYOND_ASCII.test(text))
    return { body: text, around: (translated) => translated };
  const lead = LEADING_EMOJI.exec(text)?.[0] ?? '';
  const rest = text.slice(lead.length);
  const trail = TRAILING_EMOJI.exec(rest)?.[0] ?? '';
  return {
    body: rest.slice(0, rest.length - trail.length),
    around: (translated) =>
      [lead.trim(), translated, trail.trim()].filter(Boolean).join(' '),
  };
}

interface Segment {
  body: string;
  mark: string;
}

const DELIMITERS = '.!?;:,…¡¿،؛؟\n';

/** Splits on sentence punctuation, keeping the strongest mark after each part (? ! . , ; :). */
function splitSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let body = '';
  let marks = '';
  const flush = (): void => {
    if (matchKey(body)) segments.push({ body, mark: strongestMark(marks) });
    else if (segments.length && marks)
      segments[segments.length - 1].mark ||= strongestMark(marks);
    body = '';
    marks = '';
  };
  for (const c of text) {
    if (DELIMITERS.includes(c)) marks += c;
    else {
      if (marks && c.trim()) flush();
      body += c;
    }
  }
  flush();
  return segments;
}

function strongestMark(marks: string): string {
  if (/[?؟]/.test(marks)) return '?';
  if (marks.includes('!')) return '!';
  if (/[.…]/.test(marks)) return '.';
  if (/[,،]/.test(marks)) return ',';
  if (/[;؛]/.test(marks)) return ';';
  if (marks.includes(':')) return ':';
  return '';
}

type Output = 'latin' | PhraseLanguage;

function punctuate(text: string, mark: string, output: Output): string {
  if (!mark) return text;
  if (output === 'fr' && '?!;:'.includes(mark)) return `${text} ${mark}`;
  return text + mark;
}

function arabicMark(mark: string): string {
  return (
    ({ '?': '؟', ',': '،', ';': '؛' } as Record<string, string>)[mark] ?? mark
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function unsupported(): OfflineResult {
  return { error: 'unsupported', message: OFFLINE_UNSUPPORTED_MESSAGE };
}

export class OfflineEngine {
  private readonly books = new Map<DialectCode, BookIndex>();

  /**
   * Translates an everyday phrase, converts script, or refuses (never
   * guesses); a text it would translate from another source language is
   * refused with that language named.
   */
  translate(
    text: string,
    source: string,
    target: string,
    feminine: boolean,
  ): OfflineResult {
    const result = this.translateFrom(text, source, target, feminine);
    if (!('error' in result)) return result;
    const language = this.likelySource(text, source, target, feminine);
    return language
      ? {
          error: 'wrong_source',
          language,
          message: wrongSourceMessage(language),
        }
      : result;
  }

  /**
   * The first of French, English and Arabic, other than the chosen source
   * and the target, that the text would be translated from: French and
   * English for text not in Arabic script, Arabic for Arabic-script text sent
   * as a language that is not Arabic (a dialect chosen is kept).
   */
  private likelySource(
    text: string,
    source: string,
    target: string,
    feminine: boolean,
  ): LikelySource | undefined {
    const src = (source ?? '').toLowerCase();
    const tgt = (target ?? '').toLowerCase();
    const arabicText = isArabicScript(text ?? '');
    return LIKELY_SOURCES.filter((language) =>
      language === 'ar' ? arabicText && !isDialectCode(src) : !arabicText,
    ).find(
      (language) =>
        language !== src &&
        language !== tgt &&
        !('error' in this.translateFrom(text, language, tgt, feminine)),
    );
  }

  private translateFrom(
    text: string,
    source: string,
    target: string,
    feminine: boolean,
  ): OfflineResult {
    const src = (source ?? '').toLowerCase();
    const tgt = (target ?? '').toLowerCase();
    const input = (text ?? '').trim();
    if (!matchKey(input)) return unsupported();

    if ((src === 'en' || src === 'fr') && isDialectCode(tgt)) {
      const book = this.book(tgt);
      return this.compose(
        input,
        (key) => this.render(book.byPhrasing[src].get(key), feminine),
        this.pleaseKeys(book, src),
        () => this.render(book.please, feminine),
        'latin',
      );
    }

    if (isDialectCode(src) && (tgt === 'en' || tgt === 'fr')) {
      const book = this.book(src);
      return this.compose(
        input,
        (key) => {
          const match = this.findForm(book, key);
          return (
            match && {
              text: match.entry[tgt][0],
              arabic: '',
              topic: match.entry.topic,
            }
          );
        },
        this.formKeys(book.please),
        () => book.please && { text: book.please[tgt][0], arabic: '' },
        tgt,
      );
    }

    if (isDialectCode(src) && isDialectCode(tgt)) {
      const from = this.book(src);
      const to = this.book(tgt);
      const phrase = this.compose(
        input,
        (key) => {
          const match = this.findForm(from, key);
          if (!match) return undefined;
          if (src === tgt) return this.render(match.entry, match.feminine);
          const entry = to.byCanonical.get(match.entry.en[0]);
          return this.render(entry, feminine || match.feminine);
        },
        this.formKeys(from.please),
        (typed) => {
          const typedFeminine = !!from.byForm.get(typed)?.feminine;
          return src === tgt
            ? this.render(to.please, typedFeminine)
            : this.render(to.please, feminine || typedFeminine);
        },
        'latin',
      );
      if (!('error' in phrase)) return phrase;
      // Beyond the phrasebook only the script changes, within one variety:
      // romanized text of one variety is never passed off as another's.
      if (src === tgt) return this.convertScript(input, src);
      return phrase;
    }

    if ((src === 'en' && tgt === 'fr') || (src === 'fr' && tgt === 'en')) {
      const book = this.book('ar');
      return this.compose(
        input,
        (key) => {
          const entry = book.byPhrasing[src].get(key);
          return (
            entry && { text: entry[tgt][0], arabic: '', topic: entry.topic }
          );
        },
        this.pleaseKeys(book, src),
        () => book.please && { text: book.please[tgt][0], arabic: '' },
        tgt,
      );
    }

    return unsupported();
  }

  /** How many entries a dialect's phrasebook holds. */
  entryCount(dialect: DialectCode): number {
    return PHRASEBOOKS[dialect].length;
  }

  private book(dialect: DialectCode): BookIndex {
    let index = this.books.get(dialect);
    if (!index) {
      index = buildIndex(PHRASEBOOKS[dialect]);
      this.books.set(dialect, index);
    }
    return index;
  }

  private render(
    entry: PhraseEntry | undefined,
    feminine: boolean,
  ): Piece | undefined {
    if (!entry) return undefined;
    const useFeminine = feminine && !!entry.latinF && !!entry.arabicF;
    return {
      text: useFeminine ? (entry.latinF as string) : entry.latin,
      arabic: useFeminine ? (entry.arabicF as string) : entry.arabic,
      topic: entry.topic,
    };
  }

  private findForm(book: BookIndex, key: string): FormMatch | undefined {
    const exact = book.byForm.get(key);
    if (exact) return exact;
    if (isArabicScript(key)) return undefined;
    return book.bySkeleton.get(skeleton(key)) ?? undefined;
  }

  private pleaseKeys(book: BookIndex, lang: PhraseLanguage): string[] {
    return (book.please?.[lang] ?? []).map(matchKey).filter(Boolean);
  }

  private formKeys(entry: PhraseEntry | undefined): string[] {
    if (!entry) return [];
    return [entry.latin, entry.arabic, entry.latinF, entry.arabicF]
      .filter((form): form is string => !!form)
      .map(matchKey)
      .filter(Boolean);
  }

  /**
   * The whole text as one phrase first, then phrase by phrase; each phrase may
   * carry a leading or trailing "please". Refuses unless every part is known.
   */
  private compose(
    input: string,
    lookup: Lookup,
    pleaseKeys: string[],
    please: PleaseLookup,
    output: Output,
  ): OfflineResult {
    if (input.length > MAX_PHRASE_TEXT) return unsupported();
    const framed = edgeEmoji(input);
    const segments = splitSegments(framed.body);
    if (segments.length === 0 || segments.length > MAX_SEGMENTS)
      return unsupported();
    const byLength = [...pleaseKeys].sort((a, b) => b.length - a.length);
    const phrase = (key: string): Piece | undefined =>
      this.withPlease(key, lookup, byLength, please);

    const segmentPhrase = (key: string): Piece | undefined =>
      phrase(key) ?? this.standalonePhrases(key, lookup);

    const whole = phrase(matchKey(framed.body));
    const parts: { piece: Piece; mark: string }[] = [];
    if (whole) {
      parts.push({ piece: whole, mark: segments[segments.length - 1].mark });
    } else {
      for (const segment of segments) {
        const piece = segmentPhrase(matchKey(segment.body));
        if (!piece) return unsupported();
        parts.push({ piece, mark: segment.mark });
      }
    }

    const arabicScript = parts.every((p) => p.piece.arabic)
      ? parts.map((p) => p.piece.arabic + arabicMark(p.mark)).join(' ')
      : '';
    const translation = parts
      .map((p, i) => {
        const sentenceStart = i === 0 || '.!?'.includes(parts[i - 1].mark);
        const text =
          output !== 'latin' && sentenceStart
            ? capitalize(p.piece.text)
            : p.piece.text;
        return punctuate(text, p.mark, output);
      })
      .join(' ');
    return {
      translation: framed.around(translation),
      arabic_script: arabicScript && framed.around(arabicScript),
    };
  }

  private withPlease(
    key: string,
    lookup: Lookup,
    pleaseKeys: string[],
    please: PleaseLookup,
  ): Piece | undefined {
    const direct = lookup(key);
    if (direct) return direct;
    for (const pk of pleaseKeys) {
      const pleasePiece = please(pk);
      if (!pleasePiece) return undefined;
      if (key.endsWith(` ${pk}`)) {
        const rest = lookup(key.slice(0, -pk.length - 1));
        if (rest) return join(rest, pleasePiece);
      }
      if (key.startsWith(`${pk} `)) {
        const rest = lookup(key.slice(pk.length + 1));
        if (rest) return join(pleasePiece, rest);
      }
    }
    return undefined;
  }

  /** "hello how are you": two or three greetings or courtesy formulas in a row. */
  private standalonePhrases(key: string, lookup: Lookup): Piece | undefined {
    const words = key.split(' ');
    const standalone = (from: number, to: number): Piece | undefined => {
      const piece = lookup(words.slice(from, to).join(' '));
      return piece?.topic && STANDALONE_TOPICS.has(piece.topic)
        ? piece
        : undefined;
    };
    const split = (from: number, partsLeft: number): Piece | undefined => {
      if (partsLeft <= 1) return standalone(from, words.length);
      for (let end = from + 1; end < words.length; end++) {
        const head = standalone(from, end);
        if (!head) continue;
        const tail = standalone(end, words.length) ?? split(end, partsLeft - 1);
        if (tail) return join(head, tail);
      }
      return undefined;
    };
    return split(0, MAX_UNPUNCTUATED_PHRASES);
  }

  private convertScript(input: string, dialect: DialectCode): OfflineResult {
    if (isArabicScript(input))
      return {
        translation: arabicToLatin(input, dialect),
        arabic_script: input,
      };
    if (!/\p{L}/u.test(input)) return unsupported();
    return { translation: input, arabic_script: latinToArabic(input, dialect) };
  }
}

function join(first: Piece, second: Piece): Piece {
  return {
    text: `${first.text} ${second.text}`,
    arabic:
      first.arabic && second.arabic ? `${first.arabic} ${second.arabic}` : '',
  };
}
