import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../features/translator/dialects';
import { DIALECT_SLUGS } from '../features/translator/dialect-slugs';
import { isLanguageCode, LANGUAGE_CODES } from './language-codes';
import { LANGUAGES } from './languages';

describe('the lists kept apart from their flags', () => {
  it('has the languages’ codes in order', () => {
    expect(LANGUAGE_CODES).toEqual(LANGUAGES.map((language) => language.code));
    expect(isLanguageCode('dz')).toBe(true);
    expect(isLanguageCode('xx')).toBe(false);
  });

  it('has the dialects’ slugs in order', () => {
    expect(DIALECT_SLUGS).toEqual(DIALECTS.map((dialect) => dialect.slug));
  });
});
