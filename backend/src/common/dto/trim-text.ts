import { Transform } from 'class-transformer';
import { Matches, ValidateBy } from 'class-validator';

/**
 * Whitespace and the characters that show nothing and do nothing at the
 * start or end of a text: zero-width space, non-joiner and joiner, word
 * joiner, invisible operators, byte-order mark, soft hyphen, Mongolian vowel
 * separator, Hangul and braille blanks, the next-line control and the
 * combining grapheme joiner. Direction marks are not among them: at a text's
 * end they place its punctuation; nor are tag characters, which end a flag
 * emoji.
 */
const BLANK =
  '(?:[\\s\\u0085\\u00ad\\u115f\\u1160\\u180e\\u200b-\\u200d\\u2060-\\u2064\\u2800\\u3164\\ufeff\\uffa0]|\\u034f)+';
const BLANK_EDGES = new RegExp(`^${BLANK}|${BLANK}$`, 'g');

/** Letters that show nothing: the Hangul fillers and the braille blank. */
const BLANK_LETTERS = '\\u115f\\u1160\\u2800\\u3164\\uffa0';

/**
 * Format characters that are drawn: the signs written before a number (the
 * Arabic number sign, the end of ayah, the Syriac abbreviation mark, the
 * Kaithi number signs).
 */
const DRAWN_FORMAT =
  '[\\u0600-\\u0605\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u{110bd}\\u{110cd}]';

/**
 * Nothing a reader sees: whitespace, control and format characters (direction
 * marks, isolates, joiners; not those drawn, DRAWN_FORMAT), combining marks
 * with no letter to sit on, and the blank letters above.
 */
const SHOWS_NOTHING = new RegExp(
  `^(?:(?!${DRAWN_FORMAT})[\\p{White_Space}\\p{Cc}\\p{Cf}\\p{Mn}\\p{Me}${BLANK_LETTERS}])*$`,
  'u',
);

/**
 * A text's length in characters, as validation counts it (MinLength,
 * MaxLength) and the client shows it: an emoji counts once, not as the two
 * UTF-16 units of `string.length`.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** True when a text has no character a reader would see. */
export function showsNothing(text: string): boolean {
  return SHOWS_NOTHING.test(text);
}

/**
 * A text without blank characters at either end; a text with nothing a
 * reader would see (only direction marks or control characters, say) is
 * empty.
 */
export function trimText(text: string): string {
  const trimmed = text.replace(BLANK_EDGES, '');
  return showsNothing(trimmed) ? '' : trimmed;
}

/** Trims a string field's blank edges (`trimText`) before it is validated; other values are left to the validators. */
export function TrimText(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? trimText(value) : value,
  );
}

/**
 * Refuses a string with nothing a reader would see (`showsNothing`), for a
 * field kept exactly as sent (a saved translation is compared with the
 * client's own copy of it).
 */
export function ShowsSomething(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'showsSomething',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || !showsNothing(value),
      defaultMessage: () => message,
    },
  });
}

/**
 * Characters that take no place of their own on the screen: control and
 * format characters (direction marks, embeddings, overrides and isolates,
 * zero-width joiners) but those drawn, and the blank letters.
 */
const TAKES_NO_PLACE = new RegExp(
  `(?!${DRAWN_FORMAT})[\\p{Cc}\\p{Cf}${BLANK_LETTERS}]`,
  'gu',
);

/** A text's length as a reader counts it: `textLength` without the characters that take no place. */
export function visibleLength(text: string): number {
  return textLength(text.replace(TAKES_NO_PLACE, ''));
}

/**
 * The shortest a text may be, counted as a reader sees it (`visibleLength`):
 * five direction marks and "abc" are three characters, not eight. An empty
 * text is told `emptyMessage` when one is given (the field is required).
 */
export function MinVisibleLength(
  min: number,
  message: string,
  emptyMessage?: string,
): PropertyDecorator {
  return ValidateBy({
    name: 'minLength',
    constraints: [min],
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || visibleLength(value) >= min,
      defaultMessage: (args) =>
        emptyMessage !== undefined && args?.value === ''
          ? emptyMessage
          : message,
    },
  });
}

/**
 * The two characters that lay a text out against its letters' own direction
 * (left-to-right and right-to-left override, U+202D and U+202E): with one, a
 * title reads backwards, and so as other words than those written. Direction
 * marks, embeddings and isolates, which mixed Arabic and Latin text may carry,
 * are kept: each letter still reads its own way.
 */
const NO_DIRECTION_OVERRIDE = /^[^\u202D\u202E]*$/;

/** Refuses a text holding a direction override (U+202D, U+202E). */
export function NoDirectionOverride(field: string): PropertyDecorator {
  return Matches(NO_DIRECTION_OVERRIDE, {
    message: `${field} must not contain direction override characters (U+202D, U+202E)`,
  });
}
