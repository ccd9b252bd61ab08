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
