/**
 * A text's length as the server counts it (and as a reader would): one per
 * Unicode character, so an emoji or a rare Arabic letter outside the basic
 * plane counts once, not twice as `string.length` has it.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * Whitespace and the characters that show nothing at a text's ends (zero-width
 * space, joiners, word joiner, invisible operators, byte-order mark, soft
 * hyphen, Hangul and braille blanks, the next-line control, the combining
 * grapheme joiner), as the server trims them. Direction
 * marks stay: at a text's end they place its punctuation.
 */
const BLANK =
  '(?:[\\s\\u0085\\u00ad\\u115f\\u1160\\u180e\\u200b-\\u200d\\u2060-\\u2064\\u2800\\u3164\\ufeff\\uffa0]|\\u034f)+';
const BLANK_EDGES = new RegExp(`^${BLANK}|${BLANK}$`, 'g');

/** Nothing a reader sees: whitespace, control and format characters, lone combining marks, blank letters. */
const SHOWS_NOTHING =
  /^[\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u2800\u3164\uffa0]*$/u;

/**
 * A text as the server keeps it: without its blank ends, and empty when
 * nothing in it shows (three zero-width spaces are no text).
 */
export function blankTrimmed(text: string): string {
  const trimmed = text.replace(BLANK_EDGES, '');
  return SHOWS_NOTHING.test(trimmed) ? '' : trimmed;
}

/** A field's length as the server checks it: without its blank ends. */
export function trimmedLength(text: string): number {
  return textLength(blankTrimmed(text));
}

/**
 * A text box's `maxlength` for `characters` characters: browsers count it in
 * UTF-16 units, of which an emoji (or a rare Arabic letter) takes two, while
 * the counter and the server count characters. The box holds that many of any
 * kind; what goes past the limit is shown as too long, never cut.
 */
export function unitsFor(characters: number): number {
  return characters * 2;
}

/**
 * Whether a text holds a direction override (U+202D, U+202E), which lays it
 * out against its letters' own direction, so that it reads backwards: the
 * server refuses it in questions and answers. Marks, embeddings and isolates
 * are fine.
 */
export function hasDirectionOverride(text: string): boolean {
  return /[\u202D\u202E]/.test(text);
}
