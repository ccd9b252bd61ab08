import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';

declare module 'express-session' {
  interface SessionData {
    /** When the session was first stored (sign-in), in ms since the epoch. */
    createdAt?: number;
  }
}

const PgStore = connectPgSimple(session);

type GetCallback = (err: unknown, session?: SessionData | null) => void;
type SetCallback = (err?: unknown) => void;

export interface SessionStoreOptions {
  pool: Pool;
  /** A session unused for this long is over: its row's `expire` moves forward with each request. */
  idleMs: number;
  /** A session is over this long after it was first stored, however much it is used. */
  absoluteMs: number;
  /** Told the id of each session this store deletes because it is over. */
  onEnded: (sid: string) => void;
}

/**
 * Sessions in PostgreSQL (the `sessions` table) with both time-outs kept on
 * the server, whatever the browser's cookie says:
 * - idle: every request moves the row's `expire` to `idleMs` ahead (rolling
 *   cookie + touch); a row past `expire` is not loaded;
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

  override set(sid: string, sess: SessionData, callback?: SetCallback): void {
    // A copy: the live session object stays as express-session hashed it.
    const stored =
      typeof sess.createdAt === 'number'
        ? sess
        : { ...sess, createdAt: Date.now() };
    super.set(sid, stored, callback);
  }
}
