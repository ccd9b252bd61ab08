import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import fr from './messages/fr.json';

const catalogues: Record<string, Record<string, string>> = { en, fr };

/** Argument names used in an ICU message, e.g. `{year}` -> `year`. */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();
}

describe('message catalogues', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(catalogues))('%s keys are sorted', (locale) => {
    const keys = Object.keys(catalogues[locale] ?? {});
    expect(keys).toEqual([...keys].sort());
  });

  it.each(Object.keys(catalogues))('%s has no empty values', (locale) => {
    const empty = Object.entries(catalogues[locale] ?? {})
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use namespaced ids', () => {
    for (const key of Object.keys(en)) {
      expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
    }
  });

  it('use the same placeholders in every language', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(argumentNames(fr[key as keyof typeof fr]), key).toEqual(
        argumentNames(message),
      );
    }
  });

  it.each(Object.keys(catalogues))('%s messages are valid ICU', (locale) => {
    const errors: string[] = [];
    const messages = catalogues[locale] ?? {};
    const intl = createIntl({
      locale,
      messages,
      onError: (error) => errors.push(error.message),
    });
    for (const [id, message] of Object.entries(messages)) {
      const values = Object.fromEntries(
        argumentNames(message).map((n) => [n, 'x']),
      );
      intl.formatMessage({ id: id as keyof typeof en }, values);
    }
    expect(errors).toEqual([]);
  });
});

describe('message usage', () => {
  const sources = import.meta.glob<string>(
    ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
    { query: '?raw', import: 'default', eager: true },
  );
  const allSource = Object.values(sources).join('\n');

  it('every message is used by the code', () => {
    const unused = Object.keys(en).filter(
      (key) =>
        !allSource.includes(`'${key}'`) && !allSource.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
