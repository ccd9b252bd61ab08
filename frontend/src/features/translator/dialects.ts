/** The fixed list of Arabic dialects with a translator page each. */
export const DIALECTS = [
  {
    slug: 'moroccan-darija',
    name: 'Moroccan Darija',
    nameFr: 'Darija Marocaine',
    flag: '🇲🇦',
    nativeName: 'الدارجة المغربية',
  },
  {
    slug: 'egyptian-arabic',
    name: 'Egyptian Arabic',
    nameFr: 'Arabe Égyptien',
    flag: '🇪🇬',
    nativeName: 'العامية المصرية',
  },
  {
    slug: 'levantine-arabic',
    name: 'Levantine Arabic',
    nameFr: 'Arabe Levantin',
    flag: '🇱🇧',
    nativeName: 'الشامية',
  },
  {
    slug: 'gulf-arabic',
    name: 'Gulf Arabic',
    nameFr: 'Arabe du Golfe',
    flag: '🇦🇪',
    nativeName: 'الخليجية',
  },
  {
    slug: 'iraqi-arabic',
    name: 'Iraqi Arabic',
    nameFr: 'Arabe Irakien',
    flag: '🇮🇶',
    nativeName: 'العراقية',
  },
  {
    slug: 'standard-arabic',
    name: 'Modern Standard Arabic',
    nameFr: 'Arabe Standard',
    flag: '🇸🇦',
    nativeName: 'العربية الفصحى',
  },
] as const;

export type Dialect = (typeof DIALECTS)[number];

export type DialectSlug = Dialect['slug'];

export function findDialect(slug: string): Dialect | undefined {
  return DIALECTS.find((dialect) => dialect.slug === slug);
}

/** The dialect's display name in the interface locale. */
export function dialectName(dialect: Dialect, locale: string): string {
  return locale === 'fr' ? dialect.nameFr : dialect.name;
}
