import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'dc-config-'));

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.nodeEnv).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoAdmin).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ OPENAI_BASE_URL: 'ftp://x' }, 'OPENAI_BASE_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ SEED_ON_EMPTY: 'sometimes' }, 'SEED_ON_EMPTY'],
    [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS'],
    [{ SESSION_IDLE_DAYS: 'a week' }, 'SESSION_IDLE_DAYS'],
    [{ SESSION_ABSOLUTE_DAYS: '-1' }, 'SESSION_ABSOLUTE_DAYS'],
    [
      { SESSION_IDLE_DAYS: '40', SESSION_ABSOLUTE_DAYS: '30' },
      'SESSION_IDLE_DAYS',
    ],
    [
      { RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT: '0' },
      'RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT',
    ],
  ])('rejects %p with one line naming %s', (env, variable) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(`Invalid environment variable ${variable}`);
    expect(error.message).not.toContain('\n');
  });

  it('keeps sessions 7 days idle and 30 days at most unless told otherwise', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(loadConfig({ DATA_DIR: dataDir() }).session).toMatchObject({
      idleMs: 7 * day,
      absoluteMs: 30 * day,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        SESSION_IDLE_DAYS: '1',
        SESSION_ABSOLUTE_DAYS: '1',
      }).session,
    ).toMatchObject({ idleMs: day, absoluteMs: day });
  });

  it.each([
    [{}, 'sid', false],
    [{ TRUST_PROXY: 'true' }, 'sid', 'auto'],
    [{ NODE_ENV: 'test' }, 'sid', false],
    [{ NODE_ENV: 'production' }, '__Host-sid', true],
    [{ NODE_ENV: 'production', TRUST_PROXY: 'true' }, '__Host-sid', true],
    [
      { NODE_ENV: 'production', APP_ORIGIN: 'https://dialects.example' },
      '__Host-sid',
      true,
    ],
    [
      { NODE_ENV: 'production', APP_ORIGIN: 'http://localhost:8080' },
      'sid',
      false,
    ],
    [
      {
        NODE_ENV: 'production',
        APP_ORIGIN: 'http://localhost:8080',
        TRUST_PROXY: 'true',
      },
      'sid',
      'auto',
    ],
  ])(
    'names the session cookie for %p: %s, Secure %p',
    (env, cookieName, secureCookie) => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        SESSION_SECRET: 'x'.repeat(32),
        ...env,
      });
      expect(config.session.cookieName).toBe(cookieName);
      expect(config.session.secureCookie).toBe(secureCookie);
    },
  );

  it('requires SESSION_SECRET in production', () => {
    expect(errorOf({ NODE_ENV: 'production' }).variable).toBe('SESSION_SECRET');
  });

  it('generates a session secret once and keeps it in the data directory', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dir, 'session-secret'))).toBe(true);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(
      first,
    );
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('turns the demo admin off when an external database is used', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h/db' })
        .demoAdmin,
    ).toBe(false);
  });

  it('loads the demo community into an empty embedded database unless SEED_ON_EMPTY=false', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedOnEmpty).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SEED_ON_EMPTY: 'false' }).seedOnEmpty,
    ).toBe(false);
  });

  it('never seeds a configured DATABASE_URL by itself', () => {
    for (const SEED_ON_EMPTY of ['', 'true'])
      expect(
        loadConfig({
          DATA_DIR: dataDir(),
          DATABASE_URL: 'postgres://u@h/db',
          SEED_ON_EMPTY,
        }).seedOnEmpty,
      ).toBe(false);
  });
});
