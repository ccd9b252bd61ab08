/** The 12 question-site languages (codes used by questions and user profiles). */
export const SITE_LANGUAGES = [
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
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
