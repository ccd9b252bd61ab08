import { describe, expect, it } from 'vitest';
import { messages } from '../../test/messages';
import { DIALECTS, findDialect } from './dialects';
import {
  GENERAL_LANGUAGES,
  TRANSLATOR_LANGUAGES,
  dialectPageLanguages,
  textDirection,
} from './languages';

const codes = (list: readonly { code: string }[]) => list.map((l) => l.code);

describe('translator languages', () => {
  it('the general translator lists 18, in the spec order', () => {
    expect(codes(GENERAL_LANGUAGES)).toEqual([
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
    ]);
  });

  it.each([
    ['moroccan-darija', 'darija'],
    ['egyptian-arabic', 'egyptian'],
    ['levantine-arabic', 'levantine'],
    ['gulf-arabic', 'gulf'],
    ['iraqi-arabic', 'iraqi'],
  ] as const)('%s lists the base nine plus %s', (slug, code) => {
    const dialect = findDialect(slug);
    expect(dialect?.code).toBe(code);
    expect(codes(dialectPageLanguages(dialect!))).toEqual([
      'en',
      'fr',
      'es',
      'ar',
      code,
      'de',
      'nl',
      'zh',
      'he',
      'it',
    ]);
  });

  it('the Standard Arabic page lists the base nine, with ar as its target', () => {
    const dialect = findDialect('standard-arabic')!;
    expect(dialect.code).toBe('ar');
    expect(codes(dialectPageLanguages(dialect))).toEqual([
      'en',
      'fr',
      'es',
      'ar',
      'de',
      'nl',
      'zh',
      'he',
      'it',
    ]);
  });

  it('every dialect page offers its own target language', () => {
    for (const dialect of DIALECTS) {
      expect(codes(dialectPageLanguages(dialect))).toContain(dialect.code);
    }
  });

  it('each option has a flag and a name in both locales', () => {
    expect(new Set(TRANSLATOR_LANGUAGES.map((l) => l.flag)).size).toBe(18);
    for (const language of TRANSLATOR_LANGUAGES) {
      expect(messages.en[language.nameId]).toBeTruthy();
      expect(messages.fr[language.nameId]).toBeTruthy();
    }
    expect(messages.en['translator.language.ar']).toBe(
      'Modern Standard Arabic',
    );
    expect(messages.fr['translator.language.egyptian']).toBe('Arabe égyptien');
  });

  it('each dialect page has its own accent colour', () => {
    expect(new Set(DIALECTS.map((d) => d.accent)).size).toBe(DIALECTS.length);
  });

  it('lays Arabic out by its own text, Latin or Arabic letters, and Hebrew right to left', () => {
    expect(textDirection('ar')).toEqual({ dir: 'auto', lang: 'ar' });
    expect(textDirection('darija')).toEqual({ dir: 'auto', lang: 'ary' });
    expect(textDirection('he')).toEqual({ dir: 'rtl', lang: 'he' });
    expect(textDirection('fr')).toEqual({ dir: 'ltr', lang: 'fr' });
  });
});
