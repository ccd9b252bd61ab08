import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
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

type GetCallback = (err: unknown, session?: SessionData | null) => void;
type SetCallback = (err?: unknown) => void;

export interface SessionStoreOptions {
  pool: Pool;
  /** A session unused for this long is over: its row's `expire` moves forward with each request. */
  idleMs: number;
  /** A session is over this long after it was first stored, however much it is used. */
  absoluteMs: number;
  /** Slides a row's expiry (see touch). */
  sessions: Pick<SessionsRepository, 'moveExpiry'>;
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
 * A session found to be over is deleted at once.
 */
export class SessionStore extends PgStore {
  constructor(private readonly options: SessionStoreOptions) {
    super({
      pool: options.pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
  }

  override get(sid: string, callback: GetCallback): void {
    super.get(sid, (err: unknown, sess?: SessionData | null) => {
      if (err) return callback(err);
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
    });
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
    this.options.sessions.moveExpiry(sid, expires, TOUCH_SLACK_MS).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override set(sid: string, sess: SessionData, callback?: SetCallback): void {
    // A copy: the live session object stays as express-session hashed it.
    const stored =
      typeof sess.createdAt === 'number'
        ? sess
        : { ...sess, createdAt: Date.now() };
    super.set(sid, stored, callback);
  }
}
