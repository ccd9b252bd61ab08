import AE from 'country-flag-icons/3x2/AE.svg?no-inline';
import EG from 'country-flag-icons/3x2/EG.svg?no-inline';
import IQ from 'country-flag-icons/3x2/IQ.svg?no-inline';
import LB from 'country-flag-icons/3x2/LB.svg?no-inline';
import MA from 'country-flag-icons/3x2/MA.svg?no-inline';
import SA from 'country-flag-icons/3x2/SA.svg?no-inline';
/**
 * The fixed list of Arabic dialects with a translator page each.
 * `code` is the translator language the page translates into by default;
 * `accent` is the page's Radix accent colour. French names are in French
 * case ("Arabe du Golfe"; "Arabe Standard" as the spec names it);
 * `inSentenceFr` is the name inside a French sentence ("en arabe du Golfe").
 */
export const DIALECTS = [
  {
    slug: 'moroccan-darija',
    code: 'darija',
    accent: 'red',
    name: 'Moroccan Darija',
    nameFr: 'Darija marocaine',
    inSentenceFr: 'darija marocaine',
    flag: MA,
    nativeName: 'الدارجة المغربية',
  },
  {
    slug: 'egyptian-arabic',
    code: 'egyptian',
    accent: 'amber',
    name: 'Egyptian Arabic',
    nameFr: 'Arabe égyptien',
    inSentenceFr: 'arabe égyptien',
    flag: EG,
    nativeName: 'العامية المصرية',
  },
  {
    slug: 'levantine-arabic',
    code: 'levantine',
    accent: 'grass',
    name: 'Levantine Arabic',
    nameFr: 'Arabe levantin',
    inSentenceFr: 'arabe levantin',
    flag: LB,
    nativeName: 'الشامية',
  },
  {
    slug: 'gulf-arabic',
    code: 'gulf',
    accent: 'cyan',
    name: 'Gulf Arabic',
    nameFr: 'Arabe du Golfe',
    inSentenceFr: 'arabe du Golfe',
    flag: AE,
    nativeName: 'الخليجية',
  },
  {
    slug: 'iraqi-arabic',
    code: 'iraqi',
    accent: 'plum',
    name: 'Iraqi Arabic',
    nameFr: 'Arabe irakien',
    inSentenceFr: 'arabe irakien',
    flag: IQ,
    nativeName: 'العراقية',
  },
  {
    slug: 'standard-arabic',
    code: 'ar',
    accent: 'jade',
    name: 'Modern Standard Arabic',
    nameFr: 'Arabe Standard',
    inSentenceFr: 'arabe standard',
    flag: SA,
    nativeName: 'العربية الفصحى',
  },
] as const;

export type Dialect = (typeof DIALECTS)[number];

export type DialectSlug = Dialect['slug'];

export function findDialect(slug: string): Dialect | undefined {
  return DIALECTS.find((dialect) => dialect.slug === slug);
}

/** The dialect whose translator language is `code` (e.g. `darija`), if any. */
export function findDialectByCode(code: string): Dialect | undefined {
  return DIALECTS.find((dialect) => dialect.code === code);
}

/** The dialect's display name in the interface locale. */
export function dialectName(dialect: Dialect, locale: string): string {
  return locale === 'fr' ? dialect.nameFr : dialect.name;
}
