import { ApiError } from '../common/http-error';
import type { ArabicVariety } from '../ai/prompts/arabic-conventions';

/** Every language code the translator pages offer (spec section 3). */
export const TRANSLATOR_LANGUAGES = [
  'en',
  'fr',
  'es',
  'ar',
  'darija',
  'egyptian',
  'levantine',
  'gulf',
  'iraqi',
  'de',
  'nl',
  'zh',
  'he',
  'it',
  'uk',
  'fi',
  'sv',
  'da',
] as const;
export type TranslatorLanguage = (typeof TRANSLATOR_LANGUAGES)[number];

const VARIETY: Partial<Record<TranslatorLanguage, ArabicVariety>> = {
  ar: 'msa',
  darija: 'darija',
  egyptian: 'egyptian',
  levantine: 'levantine',
  gulf: 'gulf',
  iraqi: 'iraqi',
};

/** The Arabic variety a translator code stands for (undefined for other languages). */
/** 400 `same_languages` when a translation would go from a language to itself. */
export function assertDifferentLanguages(source: string, target: string): void {
  if (source === target)
    throw new ApiError(400, 'same_languages', 'Choose two different languages');
}

export function varietyOf(code: string): ArabicVariety | undefined {
  return VARIETY[code as TranslatorLanguage];
}

/** eSpeak NG voices for the offline speech engine; Arabic varieties use the Arabic voice. */
export const ESPEAK_VOICES: Record<TranslatorLanguage, string> = {
  en: 'en-us',
  fr: 'fr',
  es: 'es',
  ar: 'ar',
  darija: 'ar',
  egyptian: 'ar',
  levantine: 'ar',
  gulf: 'ar',
  iraqi: 'ar',
  de: 'de',
  nl: 'nl',
  zh: 'cmn',
  he: 'he',
  it: 'it',
  uk: 'uk',
  fi: 'fi',
  sv: 'sv',
  da: 'da',
};
