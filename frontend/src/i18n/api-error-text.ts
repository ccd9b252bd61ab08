import type { IntlShape } from 'react-intl';
import type { ApiErrorDetails } from '../api/http';
import type { MessageId } from './messages';

/** The catalogue id of a server error code: `email_taken` -> `apiError.emailTaken`. */
export function apiErrorMessageId(code: string): string {
  return `apiError.${code.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
}

/** Codes that only repeat the HTTP status: the caller's own text says more. */
const GENERIC_CODES = new Set([
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
]);

/**
 * True when the error names a precise reason, not just the status: a limit's
 * 429 does when it gives the wait (`params.minutes`).
 */
export function isPreciseError({
  code,
  params,
}: Pick<ApiErrorDetails, 'code' | 'params'>): boolean {
  return (
    code !== null && (!GENERIC_CODES.has(code) || Number(params.minutes) > 0)
  );
}

/**
 * The text to show for a failed request, in the reader's language: the
 * client's own text for the server's `code`, else (an unknown code) the
 * server's message, else `null` so the caller can say something general.
 */
export function apiErrorText(
  intl: IntlShape,
  {
    code,
    message,
    params,
  }: Pick<ApiErrorDetails, 'code' | 'message' | 'params'>,
): string | null {
  if (code) {
    const id = apiErrorMessageId(code);
    if (id in intl.messages)
      return intl.formatMessage({ id: id as MessageId }, params);
  }
  return message;
}
