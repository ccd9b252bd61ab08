/**
 * A count for the sidebar: as is up to 999, then in thousands with one decimal
 * (1,234 -> "1.2k"; "1,2k" in French).
 */
export function formatCount(count: number, locale = 'en'): string {
  if (count <= 999) return new Intl.NumberFormat(locale).format(count);
  const thousands = (Math.floor(count / 100) / 10).toFixed(1);
  return `${locale === 'fr' ? thousands.replace('.', ',') : thousands}k`;
}
