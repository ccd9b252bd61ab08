import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths';
import {
  readHomeFilters,
  searchTerm,
  withLanguage,
  withPage,
  withSearch,
  withSidebarLanguage,
  withTopic,
} from './home-filters';

const read = (query: string) => readHomeFilters(new URLSearchParams(query));

describe('home filters', () => {
  it('read the search, the language and the page from the URL', () => {
    expect(read('search=%20kifach%20&language=dz&page=3')).toEqual({
      search: 'kifach',
      language: 'dz',
      page: 3,
    });
    expect(read('')).toEqual({ search: '', language: '', page: 1 });
  });

  it('take a search term as the server does: trimmed, 1,000 characters at most', () => {
    expect(searchTerm('  salam  ')).toBe('salam');
    // Nothing that shows is no term.
    expect(searchTerm('\u200b\u200b')).toBe('');
    expect(searchTerm(' \u2060\ufeff\u200e ')).toBe('');
    expect(read('search=%E2%80%8B%E2%80%8B').search).toBe('');
    expect(searchTerm('\u200bsalam')).toBe('\u200bsalam');
    expect(searchTerm('a'.repeat(1000))).toHaveLength(1000);
    expect(searchTerm('b'.repeat(1500))).toBe('b'.repeat(1000));
    // Cut before a space: no blank end.
    expect(searchTerm(`${'c'.repeat(999)} dddd`)).toBe('c'.repeat(999));
    // An emoji across the limit is left out whole, not split in two.
    const cut = searchTerm(`${'e'.repeat(999)}😀tail`);
    expect(cut).toBe('e'.repeat(999));
    expect(read(`search=${'f'.repeat(1200)}`).search).toHaveLength(1000);
    expect(withSearch(read(''), ` ${'g'.repeat(1200)} `).search).toHaveLength(
      1000,
    );
  });

  it('ignore unknown languages and bad pages', () => {
    expect(read('language=xx&page=-2')).toEqual({
      search: '',
      language: '',
      page: 1,
    });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    // A page far past any list stays a page past the last, within the API's offsets.
    expect(read('page=99999999999999999999').page).toBe(1e8);
    expect((read('page=200000000').page - 1) * 20).toBeLessThan(2 ** 31);
  });

  const onPage3 = read('search=salam&language=ar&page=3');

  it('a new search keeps the language and goes back to page 1', () => {
    expect(paths.home('en', withSearch(onPage3, ' bslama '))).toBe(
      '/?search=bslama&language=ar',
    );
  });

  it('a new language keeps the search and goes back to page 1', () => {
    expect(paths.home('fr', withLanguage(onPage3, 'dz'))).toBe(
      '/fr?search=salam&language=dz',
    );
  });

  it('a sidebar topic clears the language; a sidebar language clears the search', () => {
    expect(paths.home('en', withTopic('Greetings'))).toBe('/?search=Greetings');
    expect(paths.home('en', withSidebarLanguage('ko'))).toBe('/?language=ko');
  });

  it('changing page keeps the filters', () => {
    expect(paths.home('en', withPage(onPage3, 4))).toBe(
      '/?search=salam&language=ar&page=4',
    );
    expect(paths.home('en', withPage(onPage3, 1))).toBe(
      '/?search=salam&language=ar',
    );
  });
});
