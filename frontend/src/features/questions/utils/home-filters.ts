import { isLanguageCode } from '../../../ui/language-codes';
import { SEARCH_MAX_LENGTH } from '../constants';

/**
 * The question list's state, as the URL holds it (`?search=&language=&page=`);
 * `paths.home(locale, filters)` turns it back into a link.
 */
export type HomeFilterState = {
  search: string;
  /** A code of the 12 languages, or '' for all. */
  language: string;
  page: number;
};

/**
 * A search term as the server takes it: trimmed, none when nothing in it
 * shows (zero-width characters, direction marks), and at most 1,000
 * characters (a longer one, pasted or typed into the address, is searched by
 * its start; a character is never split in two).
 */
export function searchTerm(text: string): string {
  const term = text.trim();
  if (/^[\s\p{Cc}\p{Cf}\p{M}]*$/u.test(term)) return '';
  if (term.length <= SEARCH_MAX_LENGTH) return term;
  const end = /[\uD800-\uDBFF]/.test(term[SEARCH_MAX_LENGTH - 1])
    ? SEARCH_MAX_LENGTH - 1
    : SEARCH_MAX_LENGTH;
  return term.slice(0, end).trimEnd();
}

/**
 * The highest page number read from the URL: past it the list's offset would
 * be beyond what the API takes, so such a page is as missing as any page past
 * the last (the server's preload reads it alike).
 */
const LAST_LIST_PAGE = 100_000_000;

/** Reads the filters from the URL; unknown languages and bad pages are ignored. */
export function readHomeFilters(params: URLSearchParams): HomeFilterState {
  const search = searchTerm(params.get('search') ?? '');
  const language = params.get('language') ?? '';
  const page = Number(params.get('page'));
  return {
    search,
    language: isLanguageCode(language) ? language : '',
    page:
      Number.isInteger(page) && page > 1 ? Math.min(page, LAST_LIST_PAGE) : 1,
  };
}

/** A new search from the list's search box: keeps the language, back to page 1. */
export function withSearch(
  filters: HomeFilterState,
  search: string,
): HomeFilterState {
  return { ...filters, search: searchTerm(search), page: 1 };
}

/** A new language from the list's language filter: keeps the search, back to page 1. */
export function withLanguage(
  filters: HomeFilterState,
  language: string,
): HomeFilterState {
  return { ...filters, language, page: 1 };
}

/** A sidebar search topic: sets the search, clears the language, back to page 1. */
export function withTopic(topic: string): HomeFilterState {
  return { search: topic, language: '', page: 1 };
}

/** A sidebar language: sets the language, clears the search, back to page 1. */
export function withSidebarLanguage(language: string): HomeFilterState {
  return { search: '', language, page: 1 };
}

export function withPage(
  filters: HomeFilterState,
  page: number,
): HomeFilterState {
  return { ...filters, page };
}
