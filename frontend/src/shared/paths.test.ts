import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds English paths without a prefix and French ones with /fr', () => {
    expect(paths.home('en')).toBe('/');
    expect(paths.home('fr')).toBe('/fr');
    expect(paths.question(42, 'en')).toBe('/question/42');
    expect(paths.question(42, 'fr')).toBe('/fr/question/42');
    expect(paths.auth('fr')).toBe('/fr/auth');
    expect(paths.dialect('egyptian-arabic', 'en')).toBe('/egyptian-arabic');
    expect(paths.dialect('egyptian-arabic', 'fr')).toBe('/fr/egyptian-arabic');
  });

  it('puts home filters in the query string', () => {
    expect(paths.home('en', { search: 'kifach' })).toBe('/?search=kifach');
    expect(paths.home('fr', { search: 'salut ça va' })).toBe(
      '/fr?search=salut+%C3%A7a+va',
    );
    expect(paths.home('en', { search: '', language: 'ar' })).toBe(
      '/?language=ar',
    );
  });

  it('keeps page 1 out of the URL and adds later pages', () => {
    expect(paths.home('en', { search: 'salam', page: 1 })).toBe(
      '/?search=salam',
    );
    expect(paths.home('fr', { language: 'ko', page: 2 })).toBe(
      '/fr?language=ko&page=2',
    );
  });
});
