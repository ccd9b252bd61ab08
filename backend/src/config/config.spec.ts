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
  ])('rejects %p with one line naming %s', (env, variable) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(`Invalid environment variable ${variable}`);
    expect(error.message).not.toContain('\n');
  });

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
