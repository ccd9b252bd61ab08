/** English names of the language codes used across the site, for prompts. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ar: 'Arabic (Modern Standard Arabic)',
  dz: 'Moroccan Darija',
  fr: 'French',
  es: 'Spanish',
  ja: 'Japanese',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ru: 'Russian',
  zh: 'Chinese',
  ko: 'Korean',
  nl: 'Dutch',
  he: 'Hebrew',
  uk: 'Ukrainian',
  fi: 'Finnish',
  sv: 'Swedish',
  da: 'Danish',
  darija: 'Moroccan Darija',
  egyptian: 'Egyptian Arabic',
  levantine: 'Levantine Arabic',
  gulf: 'Gulf Arabic',
  iraqi: 'Iraqi Arabic',
};

/** A code or a name, as the name prompts use; 'auto' stays 'auto'. */
export function languageName(value: string): string {
  const v = value.trim();
  if (/^auto(-?detect)?$/i.test(v)) return 'auto';
  return LANGUAGE_NAMES[v.toLowerCase()] ?? v;
}
