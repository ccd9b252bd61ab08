/**
 * The codes of the 12 question-site languages (languages.ts has each one's
 * names and flag), for code that only checks a code, such as reading the list's
 * filters from the URL.
 */
export const LANGUAGE_CODES = [
  'en',
  'ar',
  'dz',
  'fr',
  'es',
  'ja',
  'de',
  'it',
  'pt',
  'ru',
  'zh',
  'ko',
] as const;

export function isLanguageCode(code: string): boolean {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}
