/**
 * Normalization used to match what people type against the phrasebooks.
 *
 * - lower case; Latin accents and other combining marks removed (é -> e,
 *   ç -> c), œ/æ/ß spelled out;
 * - Arabic short vowels, shadda, sukun, tanween and tatweel removed; hamza
 *   seats folded (أ إ آ ٱ -> ا, ؤ -> و, ئ -> ي), ى -> ي, ة -> ه, and the
 *   Persian-style letters used in Gulf and Iraqi writing folded too
 *   (چ -> ج, گ -> ك, ڤ -> ف, پ -> ب, ی -> ي, ک -> ك);
 * - Arabic-Indic digits -> 0-9;
 * - apostrophes unified to ', quotes and punctuation (. , ! ? ¿ ¡ ; : « » " -
 *   and the Arabic ، ؛ ؟) dropped, a lone و joined to the next word
 *   ("و عشرين" and "وعشرين" match), whitespace collapsed and trimmed.
 */

const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u02BB\u0060\u00B4\u2032]/g;
const TATWEEL = /\u0640/g;
const COMBINING_MARKS = /\p{M}/gu;

const LETTER_FOLDS: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  '\u0671': '\u0627', // ٱ -> ا
  '\u0649': '\u064A', // ى -> ي
  '\u0629': '\u0647', // ة -> ه
  '\u0686': '\u062C', // چ -> ج
  '\u06AF': '\u0643', // گ -> ك
  '\u06A9': '\u0643', // ک -> ك
  '\u06A4': '\u0641', // ڤ -> ف
  '\u067E': '\u0628', // پ -> ب
  '\u06CC': '\u064A', // ی -> ي
  '\u0621': '', // a bare hamza is often left out
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits to ASCII. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

export function normalizePhrase(text: string): string {
  let s = text.replace(APOSTROPHES, "'").toLowerCase();
  // NFKD splits accents (and the hamza/madda of أ إ آ ؤ ئ) from their letters.
  s = s.normalize('NFKD').replace(COMBINING_MARKS, '').replace(TATWEEL, '');
  s = s.replace(FOLDABLE, (c) => LETTER_FOLDS[c] ?? c);
  s = asciiDigits(s);
  // Anything that is not a letter, a digit, an apostrophe or a space is a separator.
  s = s.replace(/[^\p{L}\p{N}'\s]+/gu, ' ');
  // Apostrophes used as quotes (at word edges) are dropped.
  s = s.replace(/(^|\s)'+/g, '$1').replace(/'+(?=\s|$)/g, '');
  s = s.replace(/\s+/g, ' ').trim();
  // "و عشرين" -> "وعشرين": the conjunction is written both ways.
  s = s.replace(/(^| )\u0648 (?=\S)/g, '$1\u0648');
  return s;
}
