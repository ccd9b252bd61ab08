import CN from 'country-flag-icons/3x2/CN.svg?no-inline';
import DE from 'country-flag-icons/3x2/DE.svg?no-inline';
import ES from 'country-flag-icons/3x2/ES.svg?no-inline';
import FR from 'country-flag-icons/3x2/FR.svg?no-inline';
import GB from 'country-flag-icons/3x2/GB.svg?no-inline';
import IT from 'country-flag-icons/3x2/IT.svg?no-inline';
import JP from 'country-flag-icons/3x2/JP.svg?no-inline';
import KR from 'country-flag-icons/3x2/KR.svg?no-inline';
import MA from 'country-flag-icons/3x2/MA.svg?no-inline';
import PT from 'country-flag-icons/3x2/PT.svg?no-inline';
import RU from 'country-flag-icons/3x2/RU.svg?no-inline';
import SA from 'country-flag-icons/3x2/SA.svg?no-inline';
/**
 * The 12 question-site languages: the codes questions and member profiles use.
 * Shared by every feature that shows or picks a language.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', nameFr: 'Anglais', flag: GB },
  { code: 'ar', name: 'Arabic', nameFr: 'Arabe', flag: SA },
  { code: 'dz', name: 'Darija', nameFr: 'Darija', flag: MA },
  { code: 'fr', name: 'French', nameFr: 'Français', flag: FR },
  { code: 'es', name: 'Spanish', nameFr: 'Espagnol', flag: ES },
  { code: 'ja', name: 'Japanese', nameFr: 'Japonais', flag: JP },
  { code: 'de', name: 'German', nameFr: 'Allemand', flag: DE },
  { code: 'it', name: 'Italian', nameFr: 'Italien', flag: IT },
  { code: 'pt', name: 'Portuguese', nameFr: 'Portugais', flag: PT },
  { code: 'ru', name: 'Russian', nameFr: 'Russe', flag: RU },
  { code: 'zh', name: 'Chinese', nameFr: 'Chinois', flag: CN },
  { code: 'ko', name: 'Korean', nameFr: 'Coréen', flag: KR },
] as const;

export type Language = (typeof LANGUAGES)[number];

export type LanguageCode = Language['code'];

export function findLanguage(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/**
 * The language's display name in the interface locale; unknown codes show as
 * is. Inside a sentence ("Questions en coréen") French writes it in lower case.
 */
export function languageName(
  code: string,
  locale: string,
  inSentence?: boolean,
): string {
  const language = findLanguage(code);
  if (!language) return code;
  if (locale !== 'fr') return language.name;
  return inSentence ? language.nameFr.toLowerCase() : language.nameFr;
}

/** The SVG flag shown beside a language name (empty for unknown codes). */
export function languageFlag(code: string): string {
  return findLanguage(code)?.flag ?? '';
}
