import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
import type { User } from '../users/user';
import type { SessionsRepository } from './sessions.repository';

declare module 'express-session' {
  interface SessionData {
    /** When the session was first stored (sign-in), in ms since the epoch. */
    createdAt?: number;
  }
}

const PgStore = connectPgSimple(session);

/** How far behind its due time a session row's `expire` may stay (see SessionStore.touch). */
const TOUCH_SLACK_MS = 60_000;
/** How often rows of expired sessions are deleted. */
const PRUNE_INTERVAL_MS = 15 * 60_000;
/** Row expiries remembered between a request's read and its touch, at most (see SessionStore.expirySeen). */
const MAX_EXPIRIES_SEEN = 10_000;

/**
 * Whether a row's `expire` may stay where it is for a session now due to
 * expire at `due`: at most TOUCH_SLACK_MS before it (the check
 * `SessionsRepository.moveExpiry` makes in SQL).
 */
function withinSlack(expire: number, due: number): boolean {
  return expire >= due - TOUCH_SLACK_MS && expire <= due;
}

/** A stored session as express-session loads it (it has its cookie part), or null. */
function readable(stored: unknown): SessionData | null {
  const cookie = (stored as { cookie?: unknown } | null)?.cookie;
  return typeof cookie === 'object' && cookie !== null
    ? (stored as SessionData)
    : null;
}

/**
 * Where a session loaded by `SessionStore.get` carries the member read with
 * it, until express-session makes it the request's session (`createSession`):
 * a symbol, so it is neither copied into the request's session nor stored.
 */
const MEMBER_READ = Symbol('member read with the session');
type LoadedSession = SessionData & { [MEMBER_READ]?: User | null };

/** The member each request's session was read with, until taken. */
const membersRead = new WeakMap<object, User | null>();

/**
 * The member read with the request's session in the same statement (see
 * `SessionsRepository.read`), once: null when the session named none,
 * undefined when the session was not read from the database for this
 * request (a new one, or already taken).
 */
export function takeMemberReadWithSession(
  req: object,
): User | null | undefined {
  const member = membersRead.get(req);
  membersRead.delete(req);
  return member;
}

type GetCallback = (err: unknown, session?: SessionData | null) => void;
type SetCallback = (err?: unknown) => void;

export interface SessionStoreOptions {
  pool: Pool;
  /** A session unused for this long is over: its row's `expire` moves forward with each request. */
  idleMs: number;
  /** A session is over this long after it was first stored, however much it is used. */
  absoluteMs: number;
  /** Reads a session's row, slides its expiry (see get and touch). */
  sessions: Pick<SessionsRepository, 'read' | 'moveExpiry'>;
  /** Told the id of each session this store deletes because it is over. */
  onEnded: (sid: string) => void;
}

/**
 * Sessions in PostgreSQL (the `sessions` table) with both time-outs kept on
 * the server, whatever the browser's cookie says:
 * - idle: every request moves the row's `expire` to `idleMs` ahead (rolling
 *   cookie + touch), to within a minute; a row past `expire` is not loaded;
 * - absolute: each session records `createdAt` when first stored; a session
 *   older than `absoluteMs`, or with no creation time, is not loaded.
 * A session found to be over is deleted at once, and rows of expired
 * sessions every 15 minutes.
 *
 * A member's request reads the row once (the session and its expiry) and,
 * when its expiry is within TOUCH_SLACK_MS of due, writes nothing after:
 * one statement for the session on most requests, however many of the same
 * session's requests run at once.
 */
export class SessionStore extends PgStore {
  /**
   * The `expire` of each session's row as its latest read found it, or as
   * this store last moved it; the session read longest ago goes first past
   * MAX_EXPIRIES_SEEN. Every request reads its row before it is touched, so
   * a touch compares with the row as of this request at the latest: several
   * requests of one session at once (a page's parallel calls) share it, and
   * the first to move the row tells the others.
   */
  private readonly expirySeen = new Map<string, number>();
  private readonly prunes: NodeJS.Timeout;

  constructor(private readonly options: SessionStoreOptions) {
    super({
      pool: options.pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      // Pruned on this store's own timer, from the start (see prunes).
      pruneSessionInterval: false,
    });
    this.prunes = setInterval(() => this.pruneSessions(), PRUNE_INTERVAL_MS);
    this.prunes.unref();
  }

  override get(sid: string, callback: GetCallback): void {
    this.options.sessions.read(sid).then((row) => {
      // Unreadable: over, as an unknown session is.
      const sess = row ? readable(row.sess) : null;
      if (row && sess) {
        this.rememberExpiry(sid, row.expireMs);
        (sess as LoadedSession)[MEMBER_READ] = row.member;
      }
      this.loaded(sid, sess, callback);
    }, callback);
  }

  /** Makes a loaded session the request's, and keeps the member read with it for `takeMemberReadWithSession`. */
  override createSession(
    req: Parameters<InstanceType<typeof PgStore>['createSession']>[0],
    sess: SessionData,
  ) {
    const loaded = sess as LoadedSession;
    if (MEMBER_READ in loaded) {
      membersRead.set(req, loaded[MEMBER_READ] ?? null);
      delete loaded[MEMBER_READ];
    }
    return super.createSession(req, sess);
  }

  /** Hands a read session to express-session, or ends one that is over. */
  private loaded(
    sid: string,
    sess: SessionData | null,
    callback: GetCallback,
  ): void {
    const left =
      typeof sess?.createdAt === 'number'
        ? sess.createdAt + this.options.absoluteMs - Date.now()
        : 0;
    if (!sess || left <= 0) {
      // Unknown, idle past its `expire`, or past its absolute lifetime.
      this.destroy(sid, (destroyError?: unknown) => {
        if (!destroyError) this.options.onEnded(sid);
        callback(destroyError ?? null, null);
      });
      return;
    }
    // The cookie and the row's `expire` never reach past the absolute limit.
    sess.cookie.originalMaxAge = Math.min(this.options.idleMs, left);
    callback(null, sess);
  }

  private rememberExpiry(sid: string, expireMs: number): void {
    this.expirySeen.delete(sid);
    if (this.expirySeen.size >= MAX_EXPIRIES_SEEN)
      this.expirySeen.delete(this.expirySeen.keys().next().value!);
    this.expirySeen.set(sid, expireMs);
  }

  /**
   * Moves the row's `expire` to the session's new expiry (later with use,
   * earlier near the absolute limit), unless it is already at most
   * TOUCH_SLACK_MS before it: a member's requests then mostly leave the row
   * alone (no row lock, no write to commit), and the idle time-out is kept
   * to within that slack.
   */
  override touch(sid: string, sess: SessionData, callback?: SetCallback): void {
    const expires = sess.cookie?.expires
      ? new Date(sess.cookie.expires).getTime()
      : Date.now() + this.options.idleMs;
    // As read at this request's start, or moved since: within the slack,
    // nothing to send.
    const seen = this.expirySeen.get(sid);
    if (seen !== undefined && withinSlack(seen, expires))
      return void callback?.();
    this.options.sessions.moveExpiry(sid, expires, TOUCH_SLACK_MS).then(
      () => {
        // Unless the session ended meanwhile (destroy forgets it), the row
        // is now within the slack of `expires`.
        if (this.expirySeen.has(sid)) this.expirySeen.set(sid, expires);
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  override set(sid: string, sess: SessionData, callback?: SetCallback): void {
    // A copy: the live session object stays as express-session hashed it.
    const stored =
      typeof sess.createdAt === 'number'
        ? sess
        : { ...sess, createdAt: Date.now() };
    this.expirySeen.delete(sid);
    super.set(sid, stored, callback);
  }

  override destroy(sid: string, callback?: SetCallback): void {
    this.expirySeen.delete(sid);
    super.destroy(sid, callback);
  }

  override async close(): Promise<void> {
    clearInterval(this.prunes);
    this.expirySeen.clear();
    await super.close();
  }
}
