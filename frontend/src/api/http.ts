/**
 * The one way the client talks to the server: always with the session cookie, JSON in
 * and out, and errors shaped as `${status}: ${body text or status text}`.
 */
import type { components } from './schema';

export type On401 = 'returnNull' | 'throw';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/** Sends a request; a JSON body gets the JSON content type. Throws on a non-OK answer. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** Overloads: with `on401: 'returnNull'` a 401 answer resolves to `null`. */
export async function getJson<T>(
  url: string,
  options: { on401: 'returnNull' },
): Promise<T | null>;
export async function getJson<T>(
  url: string,
  options?: { on401?: 'throw' },
): Promise<T>;
export async function getJson<T>(
  url: string,
  options: { on401?: On401 } = {},
): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** True for the error an expired or missing session produces. */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401') &&
    error.message.includes('Unauthorized')
  );
}

export type ApiErrorCode = components['schemas']['ErrorCode'];

export type ApiErrorDetails = {
  /** The HTTP status, or `null` when the request never got an answer. */
  status: number | null;
  /** The server's human-readable message (a list is joined by line breaks). */
  message: string | null;
  /** The server's stable reason (`email_taken`, ...); the client shows its own text for it. */
  code: string | null;
  /** Values for the text of the code, e.g. `{ limit: 50 }`. */
  params: Record<string, string | number>;
  /** With `validation_failed`: each refused field and the rules it broke. */
  fields: { field: string; constraints: string[] }[];
};

type CodeDetails = Pick<ApiErrorDetails, 'code' | 'params' | 'fields'>;

const NO_CODE: CodeDetails = { code: null, params: {}, fields: [] };

function fieldsFromBody(body: string): CodeDetails {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object') return NO_CODE;
    const { code, params, fields } = parsed as {
      code?: unknown;
      params?: unknown;
      fields?: unknown;
    };
    const values: Record<string, string | number> = {};
    if (params && typeof params === 'object') {
      for (const [key, value] of Object.entries(params)) {
        if (typeof value === 'string' || typeof value === 'number')
          values[key] = value;
      }
    }
    const refused = Array.isArray(fields)
      ? fields.flatMap((entry: unknown) => {
          if (!entry || typeof entry !== 'object') return [];
          const { field, constraints } = entry as {
            field?: unknown;
            constraints?: unknown;
          };
          if (typeof field !== 'string' || !Array.isArray(constraints))
            return [];
          return [
            {
              field,
              constraints: constraints.filter(
                (c): c is string => typeof c === 'string',
              ),
            },
          ];
        })
      : [];
    return {
      code: typeof code === 'string' ? code : null,
      params: values,
      fields: refused,
    };
  } catch {
    return NO_CODE;
  }
}

function messageFromBody(body: string): string | null {
  const text = body.trim();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const message =
      parsed && typeof parsed === 'object' && 'message' in parsed
        ? parsed.message
        : parsed;
    if (typeof message === 'string') return message.trim() || null;
    if (Array.isArray(message)) {
      const parts = message
        .filter((part): part is string => typeof part === 'string')
        .map((part) => part.trim())
        .filter(Boolean);
      return parts.length ? parts.join('\n') : null;
    }
    return null;
  } catch {
    // Plain text is a message; an HTML error page is not.
    return text.startsWith('<') ? null : text;
  }
}

/**
 * Reads an error thrown by this module (`"409: {json body}"`) back into its status and
 * the server's message, for showing to the user.
 */
export function parseApiError(error: unknown): ApiErrorDetails {
  const none = { status: null, message: null, ...NO_CODE };
  if (!(error instanceof Error)) return none;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return none;
  return {
    status: Number(match[1]),
    message: messageFromBody(match[2] ?? ''),
    ...fieldsFromBody(match[2] ?? ''),
  };
}
