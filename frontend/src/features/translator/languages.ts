import AE from 'country-flag-icons/3x2/AE.svg?no-inline';
import CN from 'country-flag-icons/3x2/CN.svg?no-inline';
import DE from 'country-flag-icons/3x2/DE.svg?no-inline';
import DK from 'country-flag-icons/3x2/DK.svg?no-inline';
import EG from 'country-flag-icons/3x2/EG.svg?no-inline';
import ES from 'country-flag-icons/3x2/ES.svg?no-inline';
import FI from 'country-flag-icons/3x2/FI.svg?no-inline';
import FR from 'country-flag-icons/3x2/FR.svg?no-inline';
import GB from 'country-flag-icons/3x2/GB.svg?no-inline';
import IL from 'country-flag-icons/3x2/IL.svg?no-inline';
import IQ from 'country-flag-icons/3x2/IQ.svg?no-inline';
import IT from 'country-flag-icons/3x2/IT.svg?no-inline';
import LB from 'country-flag-icons/3x2/LB.svg?no-inline';
import MA from 'country-flag-icons/3x2/MA.svg?no-inline';
import NL from 'country-flag-icons/3x2/NL.svg?no-inline';
import SA from 'country-flag-icons/3x2/SA.svg?no-inline';
import SE from 'country-flag-icons/3x2/SE.svg?no-inline';
import UA from 'country-flag-icons/3x2/UA.svg?no-inline';
import type { TranslatorMessageId } from '../../i18n/messages';
import type { Dialect } from './dialects';

/**
 * Every language the translator knows, in the order the general translator lists
 * them. Names are messages, so each option reads in the interface locale.
 */
export const TRANSLATOR_LANGUAGES = [
  { code: 'en', nameId: 'translator.language.en', flag: GB },
  { code: 'fr', nameId: 'translator.language.fr', flag: FR },
  { code: 'es', nameId: 'translator.language.es', flag: ES },
  { code: 'ar', nameId: 'translator.language.ar', flag: SA },
  { code: 'darija', nameId: 'translator.language.darija', flag: MA },
  { code: 'egyptian', nameId: 'translator.language.egyptian', flag: EG },
  { code: 'levantine', nameId: 'translator.language.levantine', flag: LB },
  { code: 'gulf', nameId: 'translator.language.gulf', flag: AE },
  { code: 'iraqi', nameId: 'translator.language.iraqi', flag: IQ },
  { code: 'de', nameId: 'translator.language.de', flag: DE },
  { code: 'nl', nameId: 'translator.language.nl', flag: NL },
  { code: 'zh', nameId: 'translator.language.zh', flag: CN },
  { code: 'he', nameId: 'translator.language.he', flag: IL },
  { code: 'it', nameId: 'translator.language.it', flag: IT },
  { code: 'uk', nameId: 'translator.language.uk', flag: UA },
  { code: 'fi', nameId: 'translator.language.fi', flag: FI },
  { code: 'sv', nameId: 'translator.language.sv', flag: SE },
  { code: 'da', nameId: 'translator.language.da', flag: DK },
] as const satisfies readonly {
  code: string;
  nameId: TranslatorMessageId;
  flag: string;
}[];

export type TranslatorLanguage = (typeof TRANSLATOR_LANGUAGES)[number];

export type TranslatorLanguageCode = TranslatorLanguage['code'];

/** The nine languages every dialect page offers, Modern Standard Arabic among them. */
const BASE_CODES = [
  'en',
  'fr',
  'es',
  'ar',
  'de',
  'nl',
  'zh',
  'he',
  'it',
] as const satisfies readonly TranslatorLanguageCode[];

export const DEFAULT_SOURCE: TranslatorLanguageCode = 'en';

/** The general translator's default target. */
export const DEFAULT_TARGET: TranslatorLanguageCode = 'darija';

export function findTranslatorLanguage(
  code: string,
): TranslatorLanguage | undefined {
  return TRANSLATOR_LANGUAGES.find((language) => language.code === code);
}

/**
 * A dialect page's languages: the base nine plus its own dialect, placed where the
 * general list has it (Standard Arabic's `ar` is already one of the nine).
 */
export function dialectPageLanguages(dialect: Dialect): TranslatorLanguage[] {
  const codes = new Set<string>([...BASE_CODES, dialect.code]);
  return TRANSLATOR_LANGUAGES.filter((language) => codes.has(language.code));
}

/** The general translator offers all 18. */
export const GENERAL_LANGUAGES: readonly TranslatorLanguage[] =
  TRANSLATOR_LANGUAGES;

/** BCP 47 tags of Standard Arabic and the dialects (the translator writes them in Latin letters too). */
const ARABIC_TAGS: Record<string, string> = {
  ar: 'ar',
  darija: 'ary',
  egyptian: 'arz',
  levantine: 'apc',
  gulf: 'afb',
  iraqi: 'acm',
};

const RIGHT_TO_LEFT = new Set(['he']);

/**
 * How text in a translator language is laid out: `lang` for fonts, spelling and
 * screen readers, `dir` for its direction. Hebrew reads right to left; Arabic
 * (Standard Arabic and the dialects) may be written in Latin or Arabic
 * letters (the translator gives both), so it takes the direction of its own
 * text: "kayfa haluka?" keeps its question mark at the end.
 */
export function textDirection(code: string): {
  dir: 'rtl' | 'ltr' | 'auto';
  lang: string;
} {
  if (RIGHT_TO_LEFT.has(code)) return { dir: 'rtl', lang: code };
  const arabic = ARABIC_TAGS[code];
  if (arabic) return { dir: 'auto', lang: arabic };
  return { dir: 'ltr', lang: code };
}
