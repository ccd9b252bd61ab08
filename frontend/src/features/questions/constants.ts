/** Questions per page of the list; the page's offset is `(page - 1) * 20`. */
export const QUESTIONS_PAGE_SIZE = 20;

/** Related questions in a sidebar. */
export const RELATED_QUESTIONS_COUNT = 3;

/** Languages shown in the home sidebar. */
export const TOP_LANGUAGES_COUNT = 4;

/** How long the language counts are reused before being fetched again. */
export const LANGUAGE_COUNTS_STALE_MS = 5 * 60 * 1000;

/** The server's rules, checked first so people get messages in their language. */
export const TITLE_MIN_LENGTH = 5;
export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 5000;
export const ANSWER_MIN_LENGTH = 10;
export const ANSWER_MAX_LENGTH = 5000;
export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const SEARCH_MAX_LENGTH = 1000;

/** Posts are translated into English (what the server's translator is asked for). */
export const TRANSLATION_TARGET = 'English';
/** Answers do not carry a language: the translator detects it. */
export const AUTO_DETECT = 'Auto-detect';

/** How long after asking the page says the AI assistant is writing its answer. */
export const ASSISTANT_WAIT_MS = 10 * 60 * 1000;
