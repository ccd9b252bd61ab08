import { LANGUAGE_NAMES } from '../ai/prompts/language-names';

/** The canonical value of "detect the source language". */
export const AUTO_DETECT = 'auto';

/**
 * Every accepted spelling (lower case) mapped to its canonical code: the
 * codes of LANGUAGE_NAMES and their English names. Codes that share a name
 * ('dz' and 'darija') share the first code listed, so both hit one cache row.
 */
const CANONICAL = new Map<string, string>();
const codeOfName = new Map<string, string>();
for (const [code, name] of Object.entries(LANGUAGE_NAMES)) {
  if (!codeOfName.has(name)) codeOfName.set(name, code);
}
for (const [code, name] of Object.entries(LANGUAGE_NAMES)) {
  const canonical = codeOfName.get(name)!;
  CANONICAL.set(code.toLowerCase(), canonical);
  CANONICAL.set(name.toLowerCase(), canonical);
}

const AUTO_SPELLINGS = new Set(['auto-detect', 'autodetect', 'auto']);

/**
 * The canonical code of a language given as a code or an English name
 * (any case); `'auto'` for Auto-detect where allowed; undefined for anything
 * else.
 */
export function canonicalPostLanguage(
  value: unknown,
  allowAuto: boolean,
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim().toLowerCase();
  if (AUTO_SPELLINGS.has(key)) return allowAuto ? AUTO_DETECT : undefined;
  return CANONICAL.get(key);
}

/** The message of a refused language, naming the field and what it accepts. */
export function postLanguageMessage(field: string, allowAuto: boolean): string {
  const codes = Object.keys(LANGUAGE_NAMES).join(', ');
  return `${field} must be one of the language codes ${codes}, or the English name of one of them (such as English or Moroccan Darija)${allowAuto ? ', or Auto-detect' : ''}`;
}
