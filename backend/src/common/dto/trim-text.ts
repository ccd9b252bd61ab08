import { Transform } from 'class-transformer';

/**
 * Whitespace and the characters that show nothing and do nothing at the
 * start or end of a text: zero-width space, non-joiner and joiner, word
 * joiner, invisible operators, byte-order mark, soft hyphen, Mongolian vowel
 * separator, Hangul and braille blanks. Direction marks are not among them:
 * at a text's end they place its punctuation.
 */
const BLANK_EDGES =
  /^[\s\u00ad\u115f\u1160\u180e\u200b-\u200d\u2060-\u2064\u2800\u3164\ufeff\uffa0]+|[\s\u00ad\u115f\u1160\u180e\u200b-\u200d\u2060-\u2064\u2800\u3164\ufeff\uffa0]+$/g;

/** A text without blank characters at either end (a text of them only is empty). */
export function trimText(text: string): string {
  return text.replace(BLANK_EDGES, '');
}

/** Trims a string field's blank edges (`trimText`) before it is validated; other values are left to the validators. */
export function TrimText(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? trimText(value) : value,
  );
}
