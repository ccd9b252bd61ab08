import { SITE_LANGUAGES } from '../common/languages';

/**
 * The highest page number the client's list reads (`readHomeFilters`): a
 * higher one is read as this, a page past the last.
 */
const LAST_LIST_PAGE = 100_000_000;
/** Questions per page of the client's list (its `QUESTIONS_PAGE_SIZE`). */
const LIST_PAGE_SIZE = 20;
/** The newest questions in the home sidebar (its `RELATED_QUESTIONS_COUNT`). */
const SIDEBAR_QUESTIONS = 3;
/** The longest search term the API takes; the client searches a longer one by its start. */
const SEARCH_MAX_LENGTH = 1000;

/** The client's search term for the address's `search` (its `searchTerm`). */
function searchTerm(text: string): string {
  const term = text.trim();
  if (term.length <= SEARCH_MAX_LENGTH) return term;
  const end = /[\uD800-\uDBFF]/.test(term[SEARCH_MAX_LENGTH - 1])
    ? SEARCH_MAX_LENGTH - 1
    : SEARCH_MAX_LENGTH;
  return term.slice(0, end).trimEnd();
}

const HOME = /^(\/fr)?\/?$/;
const QUESTION = /^(\/fr)?\/question\/(\d{1,10})\/?$/;

const apiBase = (french: boolean) => (french ? '/api/fr' : '/api');

/**
 * The API reads a page makes as soon as its code runs, by the exact URL the
 * client builds for them (`frontend/src/features/questions/api`,
 * `shared/session`), so the HTML can ask the browser to fetch them beside the
 * page's code instead of after it. A URL that no longer matches the client's
 * is merely fetched twice; the browser suite checks that each is used.
 */
export function apiPreloads(pathname: string, search: string): string[] {
  const urls = ['/api/user'];
  const home = HOME.exec(pathname);
  if (home) {
    const french = Boolean(home[1]);
    const params = new URLSearchParams(search);
    const term = searchTerm(params.get('search') ?? '');
    const language = params.get('language') ?? '';
    const page = Number(params.get('page'));
    const query = new URLSearchParams({
      limit: String(LIST_PAGE_SIZE),
      offset: String(
        (Number.isInteger(page) && page > 1
          ? Math.min(page, LAST_LIST_PAGE) - 1
          : 0) * LIST_PAGE_SIZE,
      ),
    });
    if (term) query.set('search', term);
    const related = new URLSearchParams({
      limit: String(SIDEBAR_QUESTIONS),
      offset: '0',
    });
    if ((SITE_LANGUAGES as readonly string[]).includes(language)) {
      query.set('language', language);
      related.set('language', language);
    }
    urls.push(
      `${apiBase(french)}/questions?${query}`,
      `${apiBase(french)}/language-counts`,
      `${apiBase(french)}/questions?${related}`,
    );
  }
  const question = QUESTION.exec(pathname);
  if (question) {
    const base = `${apiBase(Boolean(question[1]))}/questions/${question[2]}`;
    urls.push(base, `${base}/answers`);
  }
  return urls;
}
