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

/** A field's length as the server checks it: without its blank ends. */
export function trimmedLength(text: string): number {
  return textLength(text.trim());
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
