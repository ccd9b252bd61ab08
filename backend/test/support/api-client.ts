import { PLAIN_SESSION_COOKIE } from '../../src/config/config';

/**
 * A tiny browser stand-in over real HTTP: keeps the session cookie and sends
 * the app's own Origin on state-changing requests, as the client does.
 * The session cookie is the app's (`config.session.cookieName`): `sid`
 * unless the app runs as in production.
 */
export class ApiClient {
  private cookies = new Map<string, string>();
  readonly sessionCookieName: string;
  private readonly defaultHeaders: Record<string, string>;

  constructor(
    readonly baseUrl: string,
    private readonly origin: string | null = baseUrl,
    options: {
      /** The app's session cookie name (`t.config.session.cookieName`). */
      sessionCookieName?: string;
      /** Sent with every request, e.g. `x-forwarded-proto` behind a test proxy. */
      headers?: Record<string, string>;
    } = {},
  ) {
    this.sessionCookieName = options.sessionCookieName ?? PLAIN_SESSION_COOKIE;
    this.defaultHeaders = options.headers ?? {};
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get(this.sessionCookieName);
  }

  /** Presents a session cookie as a browser that kept it would. */
  useSessionCookie(value: string): void {
    this.cookies.set(this.sessionCookieName, value);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const h: Record<string, string> = { ...this.defaultHeaders, ...headers };
    if (this.cookies.size > 0)
      h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.origin && method !== 'GET' && !('origin' in h))
      h.origin = this.origin;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: h,
      body: payload,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = pair.split('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: res.status,
      headers: res.headers,
      text,
      body: json as any,
    };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  /** Registers and signs in a new member. */
  async register(overrides: Partial<Record<string, unknown>> = {}) {
    const n = Math.random().toString(36).slice(2, 10);
    const account = {
      email: `member_${n}@example.com`,
      password: 'correct horse battery',
      username: `member_${n}`,
      firstName: 'Amina',
      lastName: 'Lahlou',
      nativeLanguages: ['ar'],
      learningLanguages: ['fr'],
      ...overrides,
    };
    const res = await this.post('/api/register', account);
    if (res.status !== 201)
      throw new Error(`register failed: ${res.status} ${res.text}`);
    return { account, user: res.body };
  }
}

/** The body of a set-up request that must succeed; fails the test with the response otherwise. */
export function fixtureBody<T>(res: {
  status: number;
  text: string;
  body: T;
}): T {
  if (res.status >= 300)
    throw new Error(`fixture failed: ${res.status} ${res.text}`);
  return res.body;
}
