import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeEmail } from '../common/dto/email-address';

/** Raised when an environment variable has a value the app cannot use. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Public origin of the app (scheme://host[:port]); requests from other origins may not change state. */
  appOrigin?: string;
  trustProxy: boolean;
  /** Where local state lives: the embedded database, a generated session secret. */
  dataDir: string;
  /** Absent: the embedded PostgreSQL server is started. */
  databaseUrl?: string;
  /**
   * Send the hot statements as named prepared statements (see
   * `SqlQuery.prepared`). Off for a connection pooler that cannot keep them
   * (PgBouncer before 1.21, or with `max_prepared_statements = 0`).
   */
  preparedStatements: boolean;
  testDatabaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key and stream this app uses (several apps can share one Redis). */
  redisPrefix: string;
  sessionSecret: string;
  session: SessionConfig;
  logLevel: string;
  clientDistDir: string;
  openai: {
    apiKey?: string;
    baseUrl?: string;
    model: string;
    ttsModel: string;
  };
  gemini: { apiKey?: string; baseUrl?: string; model: string };
  smtpUrl?: string;
  contact: {
    /** Where contact messages are e-mailed. */
    to: string;
    /** The sender of those e-mails. */
    from: string;
    /** Seconds before an e-mail that failed is tried again (doubled each time). */
    retryDelaySeconds: number;
  };
  ai: {
    /** Time-out of one provider call. */
    timeoutMs: number;
    /** Retries of a background AI-answer job before it gives up. */
    jobRetries: number;
    /** A job still active after this long (its worker died) is retried. */
    jobExpireSeconds: number;
    /** How often the job queue looks for expired jobs. */
    maintenanceSeconds: number;
    /** AI answers queued per member per UTC day; past it, questions are posted without one. */
    answersPerDay: number;
    /** AI answers written at the same time by each instance. */
    answerWorkers: number;
  };
  search: {
    /** Longest a search may run in the database before it is cancelled (503). */
    timeoutMs: number;
  };
  /** Guests' public reads (web/guest-read-cache.ts) and search pages' order (questions/search-order-cache.ts) kept in memory; 0 turns both off. */
  guestCacheTtlMs: number;
  translator: {
    /** Characters per request, per plan. */
    charLimits: Record<Plan, number>;
    /** Translations per UTC day, per plan (guests: per IP). */
    dailyLimits: Record<Plan, number>;
    /** Longest text read aloud. */
    ttsMaxChars: number;
    /** Offline speech runs one at a time; at most this many more wait (then 503). */
    ttsQueueMaxWaiting: number;
  };
  admin: { email?: string; password?: string };
  demoAdmin: boolean;
  /**
   * Load the demo community at start-up when the database has no question.
   * Only with the embedded database: a configured DATABASE_URL never seeds by itself.
   */
  seedOnEmpty: boolean;
  rateLimits: {
    /** Sign-in attempts per IP per 15 minutes. */
    loginPerIp: number;
    /** Registrations per IP per hour. */
    registerPerIp: number;
    /** Failed sign-ins on one account from one address per 15 minutes before that address is paused on it. */
    failedLoginsPerAddress: number;
    /** Failed sign-ins on one account from all addresses per 15 minutes before only addresses without failures may try. */
    failedLoginsPerAccount: number;
    /** Text-to-speech requests per IP per minute. */
    ttsPerIp: number;
    /** Contact messages per IP per minute. */
    contactPerIp: number;
    /** Questions asked per member per hour. */
    askPerHour: number;
    /** Answers posted per member per hour. */
    answerPerHour: number;
    /** Votes on answers and likes of questions per member per minute. */
    votePerMinute: number;
    /** Reports per member per hour. */
    reportPerHour: number;
    /** Searches (a non-empty `search`) per IP per minute. */
    searchPerMinute: number;
    /** Post translations per member per minute (on top of the daily limit). */
    translatePerMinute: number;
  };
}

/** The session cookie's name outside production, where the site may be served over plain HTTP. */
export const PLAIN_SESSION_COOKIE = 'sid';
/**
 * The session cookie's name in production. Browsers accept a `__Host-` cookie
 * only with Secure, Path=/ and no Domain, so it can neither be set over HTTP
 * nor by a sibling subdomain.
 */
export const HOST_SESSION_COOKIE = '__Host-sid';

export interface SessionConfig {
  /** `__Host-sid` when the cookie is always Secure, `sid` otherwise. */
  cookieName: string;
  /**
   * The cookie's Secure attribute: always in production (unless APP_ORIGIN is
   * a plain http:// origin); elsewhere, behind an HTTPS proxy (TRUST_PROXY and
   * X-Forwarded-Proto https) only.
   */
  secureCookie: boolean | 'auto';
  /** A session unused for this long is signed out. */
  idleMs: number;
  /** A session is signed out this long after sign-in, however much it is used. */
  absoluteMs: number;
}

type Env = Record<string, string | undefined>;

export const PLANS = ['guest', 'free', 'basic', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/** `guest:10,free:50,basic:500,pro:5000`: a number for every plan. */
function planNumbers(
  env: Env,
  name: string,
  fallback: Record<Plan, number>,
): Record<Plan, number> {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const result = { ...fallback };
  for (const part of raw.split(',')) {
    const [plan, value] = part.split(':').map((x) => x.trim());
    if (
      !PLANS.includes(plan as Plan) ||
      !/^\d+$/.test(value ?? '') ||
      Number(value) < 1
    ) {
      throw new ConfigError(
        name,
        `must look like guest:10,free:50,basic:500,pro:5000 (got "${raw}")`,
      );
    }
    result[plan as Plan] = Number(value);
  }
  return result;
}

/** The repository root: three levels above this file, whether compiled (dist/config) or not (src/config). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function str(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The highest a RATE_LIMIT_* may be set to: high enough to take a load test
 * from one address (tens of thousands of cached reads a second) without a 429.
 */
const MAX_RATE_LIMIT = 1_000_000_000;

function int(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(
      name,
      `must be an integer from ${min} to ${max} (got "${raw}")`,
    );
  }
  return Number(raw);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      name,
      `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${parsed.protocol}//")`,
    );
  }
  return raw;
}

function oneOf<T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  if (!allowed.includes(raw as T)) {
    throw new ConfigError(
      name,
      `must be one of ${allowed.join(', ')} (got "${raw}")`,
    );
  }
  return raw as T;
}

function email(env: Env, name: string): string | undefined {
  const raw = str(env, name);
  if (raw !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) {
    throw new ConfigError(name, 'must be an e-mail address');
  }
  return raw === undefined ? undefined : normalizeEmail(raw);
}

/** Reads the secret kept in the data directory, creating it on first use. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The session cookie and time-outs. In production the cookie is `__Host-sid`
 * and always Secure; a production site that declares a plain http:// public
 * origin (a local trial of the production build) keeps `sid`, as a Secure
 * cookie could never be set there.
 */
function sessionConfig(
  env: Env,
  nodeEnv: NodeEnv,
  appOrigin: string | undefined,
  trustProxy: boolean,
): SessionConfig {
  const idleDays = int(env, 'SESSION_IDLE_DAYS', 7, 1, 365);
  const absoluteDays = int(env, 'SESSION_ABSOLUTE_DAYS', 30, 1, 3650);
  if (idleDays > absoluteDays) {
    throw new ConfigError(
      'SESSION_IDLE_DAYS',
      `must not be more than SESSION_ABSOLUTE_DAYS (${absoluteDays}) (got "${idleDays}")`,
    );
  }
  const alwaysSecure =
    nodeEnv === 'production' && !appOrigin?.startsWith('http:');
  return {
    cookieName: alwaysSecure ? HOST_SESSION_COOKIE : PLAIN_SESSION_COOKIE,
    secureCookie: alwaysSecure ? true : trustProxy ? 'auto' : false,
    idleMs: idleDays * DAY_MS,
    absoluteMs: absoluteDays * DAY_MS,
  };
}

/**
 * Reads `<repo>/.env` into the environment when present (variables already
 * set win). Node's own parser: no dependency.
 */
export function readDotEnvFile(file = path.join(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * Validates the environment once, at start-up. The first problem found is
 * thrown as a ConfigError whose message names the variable.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  /** A RATE_LIMIT_* setting: a positive count, at most MAX_RATE_LIMIT. */
  const rate = (name: string, fallback: number) =>
    int(env, name, fallback, 1, MAX_RATE_LIMIT);
  const nodeEnv = oneOf(
    env,
    'NODE_ENV',
    ['development', 'production', 'test'] as const,
    'development',
  );
  const dataDir = path.resolve(
    str(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data'),
  );
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const testDatabaseUrl = url(env, 'TEST_DATABASE_URL', [
    'postgres:',
    'postgresql:',
  ]);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const appOrigin = url(env, 'APP_ORIGIN', ['http:', 'https:']);

  let sessionSecret = str(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError(
      'SESSION_SECRET',
      'must be at least 32 characters long',
    );
  }
  if (sessionSecret === undefined) {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'SESSION_SECRET',
        'is required when NODE_ENV=production',
      );
    }
    sessionSecret = localSessionSecret(dataDir);
  }

  const adminEmail = email(env, 'ADMIN_EMAIL');
  const adminPassword = str(env, 'ADMIN_PASSWORD');
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError(
      adminEmail === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD',
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      'must be at least 8 characters long',
    );
  }

  const trustProxy = bool(env, 'TRUST_PROXY', false);

  return {
    nodeEnv,
    port: int(env, 'PORT', 3000, 0, 65535),
    host: str(env, 'HOST') ?? '0.0.0.0',
    appOrigin: appOrigin?.replace(/\/+$/, ''),
    trustProxy,
    dataDir,
    databaseUrl,
    preparedStatements: bool(env, 'DATABASE_PREPARED_STATEMENTS', true),
    testDatabaseUrl,
    redisUrl,
    redisPrefix: str(env, 'REDIS_PREFIX') ?? 'dialect-community:',
    sessionSecret,
    session: sessionConfig(env, nodeEnv, appOrigin, trustProxy),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const,
      nodeEnv === 'test' ? 'warn' : 'info',
    ),
    clientDistDir: path.resolve(
      str(env, 'CLIENT_DIST_DIR') ?? path.join(REPO_ROOT, 'frontend', 'dist'),
    ),
    openai: {
      apiKey: str(env, 'OPENAI_API_KEY'),
      baseUrl: url(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
      model: str(env, 'OPENAI_MODEL') ?? 'gpt-4o',
      ttsModel: str(env, 'OPENAI_TTS_MODEL') ?? 'gpt-4o-mini-tts',
    },
    gemini: {
      apiKey: str(env, 'GEMINI_API_KEY'),
      baseUrl: url(env, 'GEMINI_BASE_URL', ['http:', 'https:']),
      model: str(env, 'GEMINI_MODEL') ?? 'gemini-2.5-flash',
    },
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    contact: {
      to: email(env, 'CONTACT_TO') ?? 'support@dialectcommunity.app',
      from: email(env, 'MAIL_FROM') ?? 'no-reply@dialectcommunity.app',
      retryDelaySeconds: int(env, 'CONTACT_EMAIL_RETRY_SECONDS', 30, 1, 3600),
    },
    admin: { email: adminEmail, password: adminPassword },
    demoAdmin: bool(
      env,
      'DEMO_ADMIN',
      databaseUrl === undefined && nodeEnv !== 'production',
    ),
    seedOnEmpty: bool(env, 'SEED_ON_EMPTY', true) && databaseUrl === undefined,
    ai: {
      timeoutMs: int(env, 'AI_TIMEOUT_MS', 30_000, 100, 600_000),
      jobRetries: int(env, 'AI_JOB_RETRIES', 5, 0, 20),
      jobExpireSeconds: int(env, 'AI_JOB_EXPIRE_SECONDS', 120, 1, 86_400),
      maintenanceSeconds: int(env, 'AI_JOB_MAINTENANCE_SECONDS', 30, 1, 3600),
      answersPerDay: int(env, 'AI_ANSWERS_PER_DAY', 20, 0, 1_000_000),
      answerWorkers: int(env, 'AI_ANSWER_WORKERS', 3, 1, 32),
    },
    search: {
      timeoutMs: int(env, 'SEARCH_TIMEOUT_MS', 2000, 1, 600_000),
    },
    guestCacheTtlMs: int(env, 'GUEST_CACHE_TTL_MS', 2000, 0, 60_000),
    translator: {
      charLimits: planNumbers(env, 'TRANSLATOR_CHAR_LIMITS', {
        guest: 500,
        free: 500,
        basic: 5000,
        pro: 5000,
      }),
      dailyLimits: planNumbers(env, 'TRANSLATOR_DAILY_LIMITS', {
        guest: 10,
        free: 50,
        basic: 500,
        pro: 5000,
      }),
      ttsMaxChars: int(env, 'TTS_MAX_CHARS', 1000, 1, 10_000),
      ttsQueueMaxWaiting: int(env, 'TTS_QUEUE_MAX_WAITING', 8, 0, 1000),
    },
    rateLimits: {
      loginPerIp: rate('RATE_LIMIT_LOGIN_PER_IP', 30),
      registerPerIp: rate('RATE_LIMIT_REGISTER_PER_IP', 20),
      failedLoginsPerAddress: rate('RATE_LIMIT_FAILED_LOGINS', 10),
      failedLoginsPerAccount: rate('RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT', 100),
      ttsPerIp: rate('RATE_LIMIT_TTS_PER_IP', 20),
      contactPerIp: rate('RATE_LIMIT_CONTACT_PER_IP', 5),
      askPerHour: rate('RATE_LIMIT_ASK_PER_HOUR', 10),
      answerPerHour: rate('RATE_LIMIT_ANSWER_PER_HOUR', 30),
      votePerMinute: rate('RATE_LIMIT_VOTE_PER_MINUTE', 120),
      reportPerHour: rate('RATE_LIMIT_REPORT_PER_HOUR', 20),
      searchPerMinute: rate('RATE_LIMIT_SEARCH_PER_MINUTE', 60),
      translatePerMinute: rate('RATE_LIMIT_TRANSLATE_PER_MINUTE', 30),
    },
  };
}
