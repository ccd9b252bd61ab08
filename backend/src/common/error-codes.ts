/**
 * Every `code` an API error can carry. Clients show their own text per code
 * (the client's catalogues must cover each one: a test on each side checks
 * it) and fall back to `message` only for a code they do not know.
 *
 * This file has no imports so the client's tests can read the list as is.
 */
export const ERROR_CODES = [
  // Generic, one per HTTP status, for errors without a more precise code.
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'too_many_requests',
  'internal_error',
  'bad_gateway',
  'service_unavailable',
  // Requests.
  'validation_failed',
  'invalid_json',
  'body_unreadable',
  'json_required',
  'cross_site_refused',
  // Accounts and access.
  'sign_in_required',
  'admin_required',
  'invalid_credentials',
  'email_taken',
  'username_taken',
  'wrong_current_password',
  'same_password',
  'sign_in_locked',
  'cannot_remove_own_admin',
  'cannot_delete_self',
  // Things that do not exist.
  'question_not_found',
  'answer_not_found',
  'user_not_found',
  'report_not_found',
  'favorite_not_found',
  'audio_not_found',
  'sitemap_page_not_found',
  'range_not_satisfiable',
  // Community.
  'invalid_post_target',
  'already_reported',
  'own_answer_vote',
  'search_timeout',
  // Translator and AI.
  'same_languages',
  'text_too_long',
  'advanced_mode_premium',
  'offline_unsupported',
  'offline_wrong_source',
  'daily_translation_limit',
  'translation_unavailable',
  'translation_failed',
  'favorite_exists',
  'speech_text_too_long',
  'speech_busy',
  'speech_failed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The code of an error that names none: one per HTTP status. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'unprocessable';
    case 429:
      return 'too_many_requests';
    case 502:
      return 'bad_gateway';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
