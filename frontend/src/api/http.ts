/**
 * The one way the client talks to the server: always with the session cookie, JSON in
 * and out, and errors shaped as `${status}: ${body text or status text}`.
 */
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
