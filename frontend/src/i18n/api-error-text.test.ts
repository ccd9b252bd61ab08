import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
// The backend's own list: a new server code fails here until both catalogues have its text.
import { ERROR_CODES } from '../../../backend/src/common/error-codes';
import type { ApiErrorCode } from '../api/http';
import { parseApiError } from '../api/http';
import { apiErrorMessageId, apiErrorText } from './api-error-text';
import { messages } from '../test/messages';

const serverCodes: readonly ApiErrorCode[] = ERROR_CODES;

describe('server error codes', () => {
  it.each(['en', 'fr'] as const)(
    'each code the server can answer has a %s text',
    (locale) => {
      const missing = serverCodes.filter(
        (code) => !(apiErrorMessageId(code) in messages[locale]),
      );
      expect(missing).toEqual([]);
    },
  );

  it('has no text for a code the server no longer answers', () => {
    const known = new Set(serverCodes.map(apiErrorMessageId));
    const stale = Object.keys(messages.en).filter(
      (id) => id.startsWith('apiError.') && !known.has(id),
    );
    expect(stale).toEqual([]);
  });
});

describe('apiErrorText', () => {
  const fr = createIntl({ locale: 'fr', messages: messages.fr });
  const error = (body: object) =>
    parseApiError(new Error(`409: ${JSON.stringify(body)}`));

  it('shows the client text of a known code, with its values', () => {
    expect(
      apiErrorText(
        fr,
        error({
          statusCode: 409,
          code: 'email_taken',
          message: 'An account with this email already exists',
        }),
      ),
    ).toBe('Un compte existe déjà avec cet e-mail.');
    expect(
      apiErrorText(
        fr,
        error({
          statusCode: 429,
          code: 'daily_translation_limit',
          message: 'Daily translation limit reached (50 per day).',
          params: { limit: 50 },
        }),
      ),
    ).toContain('(50 par jour)');
  });

  it('falls back to the server message for an unknown code, else null', () => {
    expect(
      apiErrorText(
        fr,
        error({ statusCode: 409, code: 'brand_new_reason', message: 'New' }),
      ),
    ).toBe('New');
    expect(apiErrorText(fr, parseApiError(new Error('boom')))).toBeNull();
  });
});
