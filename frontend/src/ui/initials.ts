/**
 * Up to two capital letters for an avatar placeholder ("Amina Benali" -> "AB"):
 * the first letter or digit of each of the first two words that have one, so
 * punctuation or tags typed in a name ("<b>Amina</b>") are not drawn.
 */
export function initials(name: string): string {
  return (
    name
      .replace(/<[^>]*>/g, ' ')
      .split(/\s+/)
      .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
      .filter(Boolean)
      .slice(0, 2)
      .join('')
      .toUpperCase() || '?'
  );
}
