import { describe, expect, it } from 'vitest';
import {
  getCleanPath,
  getLocaleFromPath,
  localizePath,
  switchLocalePath,
  type Locale,
} from './locale';

describe('getLocaleFromPath', () => {
  it.each([
    ['/', 'en'],
    ['', 'en'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/fr/question/3', 'fr'],
    ['/about', 'en'],
    ['/question/3', 'en'],
    ['/french', 'en'],
    ['/de/x', 'en'],
    ['/en/about', 'en'],
    ['/frx/about', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(getLocaleFromPath(path)).toBe(locale);
  });
});

describe('getCleanPath', () => {
  it.each([
    ['/', '/'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/question/3', '/question/3'],
    ['/fr/about', '/about'],
    ['/french', '/french'],
    ['/french/toast', '/french/toast'],
    ['/de/x', '/de/x'],
    ['/about', '/about'],
    ['/question/3', '/question/3'],
  ])('%s -> %s', (path, clean) => {
    expect(getCleanPath(path)).toBe(clean);
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'fr', '/fr'],
    ['/about', 'en', '/about'],
    ['/about', 'fr', '/fr/about'],
    ['/question/3', 'fr', '/fr/question/3'],
    ['auth', 'fr', '/fr/auth'],
  ] as const)('%s in %s -> %s', (clean, locale, localized) => {
    expect(localizePath(clean, locale)).toBe(localized);
  });
});

describe('round trips', () => {
  const cleanPaths = [
    '/',
    '/about',
    '/question/3',
    '/moroccan-darija',
    '/french',
  ];
  const locales: Locale[] = ['en', 'fr'];

  it.each(cleanPaths)(
    '%s survives localize -> clean in every locale',
    (clean) => {
      for (const locale of locales) {
        const localized = localizePath(clean, locale);
        expect(getLocaleFromPath(localized)).toBe(locale);
        expect(getCleanPath(localized)).toBe(clean);
      }
    },
  );

  it.each(['/', '/fr', '/about', '/fr/about', '/fr/question/3', '/de/x'])(
    '%s survives clean -> localize',
    (path) => {
      expect(localizePath(getCleanPath(path), getLocaleFromPath(path))).toBe(
        path,
      );
    },
  );
});

describe('switchLocalePath', () => {
  it('keeps the page and the query string', () => {
    expect(
      switchLocalePath({ pathname: '/question/5', search: '?x=1' }, 'fr'),
    ).toBe('/fr/question/5?x=1');
    expect(
      switchLocalePath({ pathname: '/fr/question/5', search: '?x=1' }, 'en'),
    ).toBe('/question/5?x=1');
  });

  it('maps the home pages onto each other', () => {
    expect(switchLocalePath({ pathname: '/' }, 'fr')).toBe('/fr');
    expect(switchLocalePath({ pathname: '/fr' }, 'en')).toBe('/');
    expect(switchLocalePath({ pathname: '/fr/' }, 'en')).toBe('/');
  });
});
