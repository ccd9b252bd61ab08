import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  getJson,
  isUnauthorizedError,
  parseApiError,
} from './http';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function respond(body: string, status: number, statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(body, { status, statusText }));
}

describe('apiRequest', () => {
  it('sends JSON bodies with credentials', async () => {
    respond('{"id":1}', 201);
    const res = await apiRequest('POST', '/api/questions', { title: 'Hello' });
    expect(await res.json()).toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/questions', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Hello"}',
    });
  });

  it('sends no body and no content type without data', async () => {
    respond('{}', 200);
    await apiRequest('DELETE', '/api/admin/questions/3');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'DELETE', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('throws "status: body" on a non-OK answer', async () => {
    respond('{"message":"Title too short"}', 400, 'Bad Request');
    await expect(apiRequest('POST', '/api/questions', {})).rejects.toThrow(
      '400: {"message":"Title too short"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    respond('', 500, 'Internal Server Error');
    await expect(apiRequest('GET', '/api/stats')).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});

describe('getJson', () => {
  it('parses JSON and sends credentials', async () => {
    respond('[1,2]', 200);
    await expect(getJson('/api/questions')).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/questions', {
      credentials: 'include',
    });
  });

  it('returns null on 401 when asked to', async () => {
    respond('Unauthorized', 401, 'Unauthorized');
    await expect(
      getJson('/api/user', { on401: 'returnNull' }),
    ).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    respond('Unauthorized', 401, 'Unauthorized');
    await expect(getJson('/api/user')).rejects.toThrow('401: Unauthorized');
  });

  it('still throws other errors with on401 returnNull', async () => {
    respond('', 404, 'Not Found');
    await expect(getJson('/api/user', { on401: 'returnNull' })).rejects.toThrow(
      '404: Not Found',
    );
  });
});

describe('isUnauthorizedError', () => {
  it('recognises an expired session', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(
      isUnauthorizedError(
        new Error('401: {"message":"Unauthorized","statusCode":401}'),
      ),
    ).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isUnauthorizedError(new Error('403: Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Invalid credentials'))).toBe(
      false,
    );
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('parseApiError', () => {
  it('reads the message of a JSON error body', () => {
    const error = new Error(
      '409: {"statusCode":409,"code":"username_taken","message":"This username is already taken","error":"Conflict"}',
    );
    expect(parseApiError(error)).toEqual({
      status: 409,
      message: 'This username is already taken',
      code: 'username_taken',
      params: {},
      fields: [],
    });
  });

  it('reads the values of a code and drops those that are not text or numbers', () => {
    const error = new Error(
      '400: {"statusCode":400,"code":"text_too_long","message":"Text is long","error":"Bad Request","params":{"length":600,"limit":500,"nested":{"a":1}}}',
    );
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Text is long',
      code: 'text_too_long',
      params: { length: 600, limit: 500 },
      fields: [],
    });
  });

  it('reads the fields of a validation error', () => {
    const error = new Error(
      '400: {"statusCode":400,"code":"validation_failed","message":["too common"],"error":"Bad Request","fields":[{"field":"newPassword","constraints":["isNotCommonPassword"]},{"field":3}]}',
    );
    expect(parseApiError(error).fields).toEqual([
      { field: 'newPassword', constraints: ['isNotCommonPassword'] },
    ]);
  });

  it('joins a list of validation messages', () => {
    const error = new Error(
      '400: {"statusCode":400,"message":["password must be at least 8 characters long","email must be a valid email address"],"error":"Bad Request"}',
    );
    expect(parseApiError(error)).toMatchObject({
      status: 400,
      message:
        'password must be at least 8 characters long\nemail must be a valid email address',
    });
  });

  it('keeps a plain-text body and drops an HTML page', () => {
    expect(parseApiError(new Error('502: Bad Gateway'))).toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    expect(
      parseApiError(new Error('500: <html><body>oops</body></html>')),
    ).toMatchObject({ status: 500, message: null });
  });

  it('has no message for JSON without one, or for other errors', () => {
    expect(parseApiError(new Error('500: {"statusCode":500}'))).toMatchObject({
      status: 500,
      message: null,
    });
    expect(parseApiError(new TypeError('Failed to fetch'))).toMatchObject({
      status: null,
      message: null,
    });
    expect(parseApiError('nope')).toMatchObject({
      status: null,
      message: null,
    });
  });

  it('reads the errors apiRequest throws', async () => {
    respond(
      JSON.stringify({
        statusCode: 409,
        message: 'An account with this email already exists',
        error: 'Conflict',
      }),
      409,
      'Conflict',
    );
    const error = await apiRequest('POST', '/api/register', {}).catch(
      (e: unknown) => e,
    );
    expect(parseApiError(error)).toMatchObject({
      status: 409,
      message: 'An account with this email already exists',
    });
  });
});
