/** The directions a member's text is laid out in, for the client's `dir` attribute. */
export const WRITING_DIRECTIONS = ['ltr', 'rtl', 'auto'] as const;
export type WritingDirection = (typeof WRITING_DIRECTIONS)[number];

/** How much of a text decides its direction: what a reader meets first. */
const SAMPLE = 400;

/**
 * Whether a UTF-16 unit of the Hebrew, Arabic, Syriac, Thaana and N'Ko blocks
 * (U+0590-U+08FF) or of the Hebrew and Arabic presentation forms is a letter:
 * not a vowel sign or other mark, a digit or punctuation.
 */
function isRightToLeftLetter(c: number): boolean {
  if (c < 0x0600) return c >= 0x05d0 && c <= 0x05f2;
  if (c < 0x0700)
    return (
      (c >= 0x0620 && c <= 0x064a) ||
      c === 0x066e ||
      c === 0x066f ||
      (c >= 0x0671 && c <= 0x06d3) ||
      c === 0x06d5 ||
      c === 0x06ee ||
      c === 0x06ef ||
      c >= 0x06fa
    );
  if (c <= 0x08ff) return true;
  return (c >= 0xfb1d && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfefc);
}

/**
 * Whether a UTF-16 unit outside those blocks is a letter of a left-to-right
 * script: Latin (accented letters included), Greek, Cyrillic, Armenian, the
 * Indic and other scripts up to U+1FFF, kana, CJK and Hangul. Combining
 * marks, symbols, punctuation and emoji are not.
 */
function isLeftToRightLetter(c: number): boolean {
  if (c < 0x80) return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  if (c < 0x0590)
    return c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && (c < 0x0300 || c > 0x036f);
  if (c < 0x0900) return false;
  return (
    c < 0x2000 || (c >= 0x3040 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3)
  );
}

/**
 * The direction of a member's post: right to left when most of the letters
 * of its first 400 characters are of a right-to-left script (Arabic,
 * Hebrew...; each counts one and a half), left to right when most are not,
 * `auto` when it has no letters.
 * Browsers given `dir="auto"` follow the first letter alone, so an English
 * or French post that opens by quoting an Arabic word ("«واش» means...")
 * was laid out right to left as a whole, its sentence order scrambled; the
 * Arabic words still run right to left inside a left-to-right post.
 */
export function writingDirection(text: string): WritingDirection {
  let rightToLeft = 0;
  let leftToRight = 0;
  const end = Math.min(text.length, SAMPLE);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x41) continue;
    if ((c >= 0x0590 && c <= 0x08ff) || (c >= 0xfb1d && c <= 0xfefc)) {
      if (isRightToLeftLetter(c)) rightToLeft++;
    } else if (isLeftToRightLetter(c)) leftToRight++;
  }
  if (rightToLeft + leftToRight === 0) return 'auto';
  // Arabic and Hebrew leave most short vowels unwritten: a word takes fewer
  // letters than in a Latin script, so each of theirs counts one and a half.
  return rightToLeft * 3 > leftToRight * 2 ? 'rtl' : 'ltr';
}
