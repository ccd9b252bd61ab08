/**
 * The 12 question-site languages: the codes questions and member profiles use.
 * Shared by every feature that shows or picks a language.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', nameFr: 'Anglais', flag: '🇬🇧' },
  { code: 'ar', name: 'Arabic', nameFr: 'Arabe', flag: '🇸🇦' },
  { code: 'dz', name: 'Darija', nameFr: 'Darija', flag: '🇲🇦' },
  { code: 'fr', name: 'French', nameFr: 'Français', flag: '🇫🇷' },
  { code: 'es', name: 'Spanish', nameFr: 'Espagnol', flag: '🇪🇸' },
  { code: 'ja', name: 'Japanese', nameFr: 'Japonais', flag: '🇯🇵' },
  { code: 'de', name: 'German', nameFr: 'Allemand', flag: '🇩🇪' },
  { code: 'it', name: 'Italian', nameFr: 'Italien', flag: '🇮🇹' },
  { code: 'pt', name: 'Portuguese', nameFr: 'Portugais', flag: '🇵🇹' },
  { code: 'ru', name: 'Russian', nameFr: 'Russe', flag: '🇷🇺' },
  { code: 'zh', name: 'Chinese', nameFr: 'Chinois', flag: '🇨🇳' },
  { code: 'ko', name: 'Korean', nameFr: 'Coréen', flag: '🇰🇷' },
] as const;

export type Language = (typeof LANGUAGES)[number];

export type LanguageCode = Language['code'];

export function findLanguage(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/** The language's display name in the interface locale; unknown codes show as is. */
export function languageName(code: string, locale: string): string {
  const language = findLanguage(code);
  if (!language) return code;
  return locale === 'fr' ? language.nameFr : language.name;
}

/** The flag shown beside a language name (empty for unknown codes). */
export function languageFlag(code: string): string {
  return findLanguage(code)?.flag ?? '';
}
