import {
  Inject,
  Injectable,
  Logger,
  OnApplicationShutdown,
} from '@nestjs/common';
import session from 'express-session';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { EventsService } from '../events/events.service';
import { User } from '../users/user';
import { SessionStore } from './session.store';
import { SessionsRepository } from './sessions.repository';
import { inSequence } from '../common/in-sequence';

/** How long an ended session's id is remembered (see SessionMiddleware.gone), and how many at most. */
const GONE_KEPT_MS = 10 * 60_000;
const GONE_KEPT_MAX = 100_000;

/** The posts that sign in (sign-in, sign-up): they start a session from none. */
const SIGN_IN_PATH = /^\/api\/(?:login|register)\/?$/i;

/**
 * Whether a request without the session cookie may need one: only a sign-in
 * or sign-up post. Every other guest request, read or write, is answered
 * without a session.
 */
export function mayStartSession(
  req: Pick<Request, 'method' | 'originalUrl'>,
): boolean {
  return (
    req.method === 'POST' && SIGN_IN_PATH.test(req.originalUrl.split('?')[0])
  );
}

/**
 * Sessions stored in PostgreSQL behind an httpOnly, SameSite=Lax cookie:
 * `__Host-sid` (Secure, Path=/, no Domain) in production, `sid` elsewhere;
 * then passport. Idle and absolute time-outs are kept by the store; each
 * request slides the idle one (rolling cookie).
 */
@Injectable()
export class SessionMiddleware implements OnApplicationShutdown {
  private readonly logger = new Logger(SessionMiddleware.name);
  private readonly store: SessionStore;
  /** express-session, then passport's initialize and session, run as one. */
  readonly handler: RequestHandler;
  /**
   * The same chain for HTTP requests, as one handler (one step of the router
   * rather than three), except that a request without the session cookie
   * skips it unless it is one of the posts that sign in (see
   * `mayStartSession`): nothing can be signed in, so no session id is made
   * and no row is read, and passport's request methods (`req.logIn`) are not
   * added either.
   */
  readonly httpHandler: RequestHandler;
  readonly cookieName: string;
  private readonly cookiePattern: RegExp;
  private readonly ended: (sessionId: string) => void;
  /**
   * Sessions this instance ended or gave a new id to, with when: a request
   * that began with one of them (a password change sent twice, a read in
   * flight while the password changed) must not send its cookie again, nor
   * save it back.
   */
  private readonly gone = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    dataSource: DataSource,
    private readonly events: EventsService,
    sessions: SessionsRepository,
  ) {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    const { cookieName, secureCookie, idleMs, absoluteMs } = config.session;
    this.cookieName = cookieName;
    this.ended = (sessionId) => events.emit('session.ended', { sessionId });
    this.store = new SessionStore({
      pool,
      sessions,
      idleMs,
      absoluteMs,
      onEnded: this.ended,
    });
    this.warnAboutPlainHttp();
    this.handler = inSequence([
      session({
        name: cookieName,
        secret: config.sessionSecret,
        store: this.store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        proxy: config.trustProxy,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie,
          maxAge: idleMs,
          path: '/',
        },
      }),
      (req, res, next) => {
        this.dropIfEnded(req, res);
        next();
      },
      passport.initialize(),
      passport.session(),
    ]);
    // Sessions ended elsewhere (other sessions at a password change, time-outs).
    events.on('session.ended', ({ sessionId }) => this.markGone(sessionId));
    this.cookiePattern = new RegExp(
      `(?:^|;)\\s*${cookieName.replace(/[^\w]/g, '\\$&')}=`,
    );
    this.httpHandler = (req, res, next) =>
      this.hasCookie(req) || mayStartSession(req)
        ? this.handler(req, res, next)
        : next();
  }

  /**
   * Signs `user` in on the request, in a session with a new id (passport
   * makes one). A session the request came signed in with goes: when it was
   * the same member's (a password change, signing in again), its live
   * connections follow to the new id; when it was another member's (signing
   * in or up as someone else), they close, as at sign-out, so no socket goes
   * on hearing what the other account may hear. `previousUserId` is the
   * member the request came with, when passport has already put the new
   * one in `req.user`.
   */
  async signIn(
    req: Request,
    user: User,
    previousUserId: number | undefined = (req.user as User | undefined)?.id,
  ): Promise<void> {
    const previousId = previousUserId === undefined ? undefined : req.sessionID;
    // From now on, a request still carrying it sends no cookie for it.
    if (previousId !== undefined) this.markGone(previousId);
    await new Promise<void>((resolve, reject) =>
      req.logIn(user, (error) => (error ? reject(error) : resolve())),
    );
    if (previousId === undefined || previousId === req.sessionID) return;
    if (previousUserId === user.id)
      this.events.emit('session.renewed', {
        from: previousId,
        to: req.sessionID,
      });
    else this.ended(previousId);
  }

  /**
   * Signs the request's session out: passport forgets the user, the row is
   * deleted, its live connections close and the browser drops the cookie.
   */
  async end(req: Request, res: Response): Promise<void> {
    if (req.user) {
      const sessionId = req.sessionID;
      this.markGone(sessionId);
      await new Promise<void>((resolve, reject) =>
        req.logout((error) => (error ? reject(error) : resolve())),
      );
      await new Promise<void>((resolve) =>
        req.session.destroy(() => resolve()),
      );
      this.ended(sessionId);
    }
    res.clearCookie(this.cookieName, this.cookieOptions(req));
  }

  /** Remembers an ended session for as long as a request begun with it may run. */
  private markGone(sessionId: string): void {
    const now = Date.now();
    this.gone.delete(sessionId);
    this.gone.set(sessionId, now);
    for (const [id, at] of this.gone) {
      if (now - at < GONE_KEPT_MS && this.gone.size <= GONE_KEPT_MAX) break;
      this.gone.delete(id);
    }
  }

  /**
   * Leaves the response without its session once that session has ended
   * during the request (see `gone`): express-session then neither sets its
   * cookie nor saves it. Runs before express-session's own hooks, which
   * were installed first.
   */
  private dropIfEnded(req: Request, res: Response): void {
    const drop = () => {
      if (this.gone.size > 0 && req.session && this.gone.has(req.sessionID))
        (req as { session?: unknown }).session = undefined;
    };
    const writeHead = res.writeHead;
    const end = res.end;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      drop();
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    res.end = function (this: Response, ...args: unknown[]) {
      drop();
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response['end'];
  }

  /** Whether the request carries the session cookie (no cookie: a guest). */
  hasCookie(req: Pick<Request, 'headers'>): boolean {
    return this.cookiePattern.test(req.headers.cookie ?? '');
  }

  /** The attributes the cookie was set with: a browser drops a `__Host-` cookie only when they match. */
  private cookieOptions(req: Request): CookieOptions {
    const { secureCookie } = this.config.session;
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie === 'auto' ? req.secure : secureCookie,
    };
  }

  private warnAboutPlainHttp(): void {
    if (this.config.nodeEnv !== 'production') return;
    if (this.config.session.secureCookie !== true) {
      this.logger.warn(
        'APP_ORIGIN is a plain http:// origin: the session cookie is not marked Secure. Serve the site over HTTPS.',
      );
    } else if (!this.config.trustProxy) {
      this.logger.warn(
        'The session cookie is Secure and is only set over HTTPS: behind an HTTPS proxy, set TRUST_PROXY=true.',
      );
    }
  }

  onApplicationShutdown(): void {
    this.store.close();
    // passport is a process-wide singleton: forget this app's (de)serializers so an
    // app started later in the same process (tests restart the app) uses only its own.
    const registry = passport as unknown as {
      _serializers: unknown[];
      _deserializers: unknown[];
    };
    registry._serializers = [];
    registry._deserializers = [];
  }
}
