import { apiPreloads } from './api-preloads';
import { apiPreloadTags } from './client-app';

describe('apiPreloads', () => {
  it('names what the home page reads first, with its filters, in each locale', () => {
    expect(apiPreloads('/', '')).toEqual([
      '/api/user',
      '/api/questions?limit=20&offset=0',
      '/api/language-counts',
      '/api/questions?limit=3&offset=0',
    ]);
    expect(
      apiPreloads('/fr/', '?search=%20kifach%20ngoul%20&language=dz&page=3'),
    ).toEqual([
      '/api/user',
      '/api/fr/questions?limit=20&offset=40&search=kifach+ngoul&language=dz',
      '/api/fr/language-counts',
      '/api/fr/questions?limit=3&offset=0&language=dz',
    ]);
  });

  it('ignores filters the client ignores', () => {
    expect(apiPreloads('/', '?language=xx&page=-2&search=%20%20')[1]).toBe(
      '/api/questions?limit=20&offset=0',
    );
    expect(apiPreloads('/', '?page=99999999999999999999')[1]).toBe(
      '/api/questions?limit=20&offset=1999999980',
    );
    expect(apiPreloads('/', '?page=2.5')[1]).toBe(
      '/api/questions?limit=20&offset=0',
    );
  });

  it('names a search longer than the API takes by its first 1,000 characters, as the client sends it', () => {
    const long = `${'a'.repeat(999)}😀${'b'.repeat(300)}`;
    const url = apiPreloads('/', `?search=${encodeURIComponent(long)}`)[1];
    const sent = new URLSearchParams(url.split('?')[1]).get('search');
    // The emoji across the limit is left out whole.
    expect(sent).toBe('a'.repeat(999));
    expect(
      new URLSearchParams(
        apiPreloads('/', `?search=${'c'.repeat(1500)}`)[1].split('?')[1],
      ).get('search'),
    ).toHaveLength(1000);
  });

  it('names a question and its answers', () => {
    expect(apiPreloads('/fr/question/42', '')).toEqual([
      '/api/user',
      '/api/fr/questions/42',
      '/api/fr/questions/42/answers',
    ]);
  });

  it('names only the session elsewhere', () => {
    expect(apiPreloads('/translator', '')).toEqual(['/api/user']);
    expect(apiPreloads('/question/abc', '')).toEqual(['/api/user']);
  });

  it('writes tags whose credentials match the client and whose URL is escaped', () => {
    expect(apiPreloadTags(['/api/questions?limit=20&offset=0'])).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/questions?limit=20&#38;offset=0">',
    ]);
  });
});
