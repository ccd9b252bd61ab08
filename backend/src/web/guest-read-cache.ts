import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { requestIdOf } from '../logging/request-log';
import { BoundedEntries } from '../common/bounded-entries';
import type { CountedRequest } from '../common/count-request';

export interface GuestReadCacheOptions {
  /** How long a stored response is served; 0 turns the cache off. */
  ttlMs: number;
  /** Responses kept at most; the oldest goes first. */
  maxEntries: number;
  /** A larger response is not kept. */
  maxBodyBytes: number;
  /** The bodies kept, all together, at most; the oldest go first. */
  maxTotalBytes: number;
  /** Whether the request carries the session cookie (a member's, never kept). */
  hasSessionCookie: (req: IncomingMessage) => boolean;
  /** The request URLs (path and query, as received) whose responses may be kept. */
  cacheable: (url: string) => boolean;
  /**
   * The rate limit the app counted a response's request against, if any (a
   * search). Such a response is kept only when `countReplay` is given.
   */
  countedAs?: (res: ServerResponse) => CountedRequest | undefined;
  /**
   * Counts a request answered from the cache against the limit its stored
   * response was counted against, for the request's own sender; false when
   * that sender is over the limit: the request then goes to the app, which
   * refuses it.
   */
  countReplay?: (
    req: IncomingMessage,
    counted: CountedRequest,
  ) => Promise<boolean>;
  /**
   * Answers a miss without the app, for the reads it knows (see
   * directReads): undefined at once for any other request; false, having
   * written nothing, when the app must answer it after all.
   */
  answerDirectly?: (
    req: IncomingMessage,
    res: ServerResponse,
  ) => Promise<boolean> | undefined;
  /** Called on every clear (a write here, `clearEverywhere`, `clear`), to empty what is kept with it. */
  onClear?: () => void;
  /** Called after a clear caused here (a write, `clearEverywhere`), to tell other instances. */
  announceClear?: () => void;
  /** Called for each response served from the cache, with the request id given to it. */
  onServed?: (req: IncomingMessage, status: number, requestId: string) => void;
}

interface Entry {
  expires: number;
  /** The 200's headers as name, value, name, value... (written in one step). */
  headers: string[];
  /** The same without the body's length and type, for a 304. */
  notModifiedHeaders: string[];
  etag: string | undefined;
  body: Buffer;
  /** The limit each request served this response is counted against. */
  counted: CountedRequest | undefined;
}

/** Headers as a flat list of names and values, as `writeHead` takes them. */
function flatHeaders(
  headers: OutgoingHttpHeaders,
  leaveOut: string[] = [],
): string[] {
  const flat: string[] = [];
  for (const name in headers) {
    if (leaveOut.includes(name)) continue;
    const value = headers[name];
    if (Array.isArray(value)) for (const item of value) flat.push(name, item);
    else if (value !== undefined) flat.push(name, String(value));
  }
  return flat;
}

/** Headers of the stored response that belong to one response alone. */
const PER_RESPONSE = new Set(['x-request-id', 'date', 'connection']);

/**
 * Writes that cannot change a kept read, so leave the cache as it is:
 * Socket.IO's long-polling messages, the translator's requests, and signing
 * up, in and out (a burst of sign-ins must not empty it each time).
 */
const LEAVES_READS =
  /^\/(?:socket\.io\/|api\/(?:fr\/)?translator\/|api\/(?:register|login|logout)(?:\?|$))/;

/**
 * The public reads a guest's cache keeps: list pages and searches, a
 * question, its answers, the sitemap.
 */
export function isGuestCacheable(url: string): boolean {
  const path = url.split('?', 1)[0];
  return (
    path === '/sitemap.xml' ||
    /^\/api(?:\/fr)?\/questions(?:\/\d+(?:\/answers)?)?$/.test(path)
  );
}

/**
 * A short-lived store of guests' public reads, in front of the framework: a
 * GET without the session cookie whose URL is cacheable and whose response
 * the app marked public (status 200, `Cache-Control: public...` as
 * `GUEST_READ_CACHE` or the sitemap's, no cookie set) is
 * kept for `ttlMs`, per URL, Host, forwarded host and scheme and
 * Accept-Encoding, and the same bytes and headers answer the next such
 * requests (304 when If-None-Match names its ETag), each with its own request
 * id. Any write that succeeds on this instance, and any event the app
 * announces (`clearEverywhere`), empties it, here and, through
 * `announceClear`, on the other instances; a read that began before such a
 * clear is not kept. Members, with the session cookie, always reach the app.
 */
export class GuestReadCache {
  private readonly entries: BoundedEntries<Entry>;
  private generation = 0;

  constructor(private readonly options: GuestReadCacheOptions) {
    this.entries = new BoundedEntries(
      options.maxEntries,
      options.maxTotalBytes,
    );
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes of the bodies kept. */
  get bytes(): number {
    return this.entries.bytes;
  }

  /** Forgets every stored response, and any read in flight, on this instance. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.options.onClear?.();
  }

  /** Forgets every stored response here and tells the other instances to (`announceClear`). */
  clearEverywhere(): void {
    this.clear();
    this.options.announceClear?.();
  }

  /** Wraps the app's request listener. */
  wrap(app: RequestListener): RequestListener {
    if (this.options.ttlMs <= 0) return app;
    return (req, res) => {
      if (req.method !== 'GET') {
        const write =
          req.method !== 'HEAD' &&
          req.method !== 'OPTIONS' &&
          !LEAVES_READS.test(req.url ?? '/');
        if (write)
          res.once('finish', () => {
            if (res.statusCode < 400) this.clearEverywhere();
          });
        return app(req, res);
      }
      const url = req.url ?? '/';
      if (this.options.hasSessionCookie(req) || !this.options.cacheable(url))
        return app(req, res);
      const key = this.keyOf(req, url);
      const entry = this.entries.get(key);
      if (entry && entry.expires > Date.now()) {
        if (!entry.counted) return this.replay(entry, req, res);
        // If counting fails, the app answers (and counts) the request itself.
        return void new Promise<boolean>((resolve) =>
          resolve(this.options.countReplay!(req, entry.counted!)),
        ).then(
          (counted) => (counted ? this.replay(entry, req, res) : app(req, res)),
          () => app(req, res),
        );
      }
      if (entry) this.entries.delete(key);
      this.record(key, res);
      const direct = this.options.answerDirectly?.(req, res);
      if (!direct) return app(req, res);
      direct.then(
        (answered) => answered || app(req, res),
        () => app(req, res),
      );
    };
  }

  private keyOf(req: IncomingMessage, url: string): string {
    const h = req.headers;
    return `${url}\n${h.host ?? ''}\n${h['x-forwarded-host'] ?? ''}\n${h['x-forwarded-proto'] ?? ''}\n${h['accept-encoding'] ?? ''}`;
  }

  private replay(
    entry: Entry,
    req: IncomingMessage,
    res: ServerResponse,
  ): void {
    const id = requestIdOf(req);
    const notModified =
      entry.etag !== undefined &&
      (req.headers['if-none-match'] ?? '')
        .split(',')
        .some(
          (tag) =>
            tag.trim().replace(/^W\//, '') === entry.etag!.replace(/^W\//, ''),
        );
    const headers = notModified ? entry.notModifiedHeaders : entry.headers;
    res.writeHead(notModified ? 304 : 200, [...headers, 'x-request-id', id]);
    res.end(notModified ? undefined : entry.body);
    this.options.onServed?.(req, res.statusCode, id);
  }

  /** Keeps the response's bytes as written, if it turns out to be a guest's public read. */
  private record(key: string, res: ServerResponse): void {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let bytes = 0;
    let keep = true;
    const take = (chunk: unknown, encoding: unknown) => {
      if (!keep || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string'
                ? (encoding as BufferEncoding)
                : 'utf8',
            )
          : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > this.options.maxBodyBytes) keep = false;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (
      this: ServerResponse,
      chunk: unknown,
      ...rest: unknown[]
    ) {
      take(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (
      this: ServerResponse,
      chunk?: unknown,
      ...rest: unknown[]
    ) {
      take(chunk, rest[0]);
      return (end as (...a: unknown[]) => ServerResponse).call(
        this,
        chunk,
        ...rest,
      );
    } as ServerResponse['end'];
    res.once('finish', () => {
      if (!keep || generation !== this.generation || res.statusCode !== 200)
        return;
      const counted = this.options.countedAs?.(res);
      if (counted && !this.options.countReplay) return;
      const headers = res.getHeaders();
      if (
        !/^public\b/.test(String(headers['cache-control'] ?? '')) ||
        headers['set-cookie'] !== undefined
      )
        return;
      const stored: OutgoingHttpHeaders = {};
      for (const name in headers)
        if (!PER_RESPONSE.has(name)) stored[name] = headers[name];
      const body = Buffer.concat(chunks, bytes);
      stored['content-length'] = body.length;
      delete stored['transfer-encoding'];
      this.entries.set(
        key,
        {
          expires: Date.now() + this.options.ttlMs,
          headers: flatHeaders(stored),
          notModifiedHeaders: flatHeaders(stored, [
            'content-length',
            'content-type',
          ]),
          etag: typeof headers.etag === 'string' ? headers.etag : undefined,
          body,
          counted,
        },
        body.length,
      );
    });
  }
}
