import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/**
 * The Docker deployment (docker/): the compose file as `docker compose config`
 * resolves it when the compose plugin is installed, otherwise as YAML (merge
 * keys resolved, ${...} left as written), plus the Dockerfile and the proxy's
 * configuration. `npm run test:cluster` runs the same topology without Docker.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DOCKER = path.join(ROOT, 'docker');
const COMPOSE = path.join(DOCKER, 'compose.yaml');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: (string | { type: string; source: string; target: string })[];
  ports?: unknown[];
  healthcheck?: { test: unknown };
}

function composeWithDocker(
  env: Record<string, string>,
): { status: number | null; stdout: string; stderr: string } | undefined {
  const version = spawnSync('docker', ['compose', 'version'], {
    encoding: 'utf8',
  });
  if (version.error || version.status !== 0) {
    console.log(
      `docker compose is not available here (${(version.error?.message ?? version.stderr).trim().split('\n')[0]}): checking docker/compose.yaml as YAML instead.`,
    );
    return undefined;
  }
  return spawnSync(
    'docker',
    ['compose', '-f', COMPOSE, 'config', '--format', 'json'],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } },
  );
}

function loadCompose(): {
  services: Record<string, Service>;
} {
  const run = composeWithDocker({
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  });
  if (run) {
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    return JSON.parse(run.stdout) as { services: Record<string, Service> };
  }
  const parsed = load(readFileSync(COMPOSE, 'utf8')) as {
    services: Record<string, Service>;
  };
  return { services: parsed.services };
}

function volumeTargets(service: Service): string[] {
  return (service.volumes ?? []).map((v) =>
    typeof v === 'string' ? v.split(':')[1] : v.target,
  );
}

describe('Docker deployment (docker/)', () => {
  const { services } = loadCompose();
  const dockerfile = readFileSync(path.join(DOCKER, 'Dockerfile'), 'utf8');
  const nginx = readFileSync(path.join(DOCKER, 'nginx.conf'), 'utf8');

  it('has PostgreSQL, Redis, a one-off migration, two app replicas and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['app1', 'app2', 'migrate', 'postgres', 'proxy', 'redis'].sort(),
    );
  });

  it('builds both replicas from the Dockerfile and points them at the shared services', () => {
    for (const name of ['app1', 'app2']) {
      const app = services[name];
      expect(app.build?.dockerfile).toMatch(/Dockerfile$/);
      const env = app.environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.SESSION_SECRET).toBeTruthy();
      expect(volumeTargets(app)).toContain('/app/data/audio');
    }
  });

  it('runs the migrations once, before either replica starts', () => {
    const migrate = services.migrate;
    const command = Array.isArray(migrate.command)
      ? migrate.command.join(' ')
      : String(migrate.command);
    expect(command).toContain('backend/dist/cli/migrate.js');
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const name of ['app1', 'app2']) {
      expect(services[name].depends_on?.migrate?.condition).toBe(
        'service_completed_successfully',
      );
      expect(services[name].depends_on?.redis?.condition).toBe(
        'service_healthy',
      );
    }
    expect(services.redis.healthcheck).toBeDefined();
    expect(services.postgres.healthcheck).toBeDefined();
  });

  it('refuses to start without a session secret', () => {
    const run = composeWithDocker({});
    if (run) {
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/SESSION_SECRET/);
    } else {
      expect(readFileSync(COMPOSE, 'utf8')).toMatch(
        /SESSION_SECRET: \$\{SESSION_SECRET:\?/,
      );
    }
  });

  it('puts a sticky, compressing proxy with WebSocket upgrades in front of both replicas', () => {
    const proxy = services.proxy;
    expect(Object.keys(proxy.depends_on ?? {}).sort()).toEqual([
      'app1',
      'app2',
    ]);
    expect(proxy.ports?.length).toBeGreaterThan(0);
    expect(nginx).toMatch(/upstream dialect_app \{[^}]*ip_hash;/);
    expect(nginx).toMatch(/server app1:3000;/);
    expect(nginx).toMatch(/server app2:3000;/);
    expect(nginx).toMatch(/^\s*gzip on;/m);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
  });

  it('builds in stages and runs as a non-root user with a writable data folder and a health check', () => {
    const stages = dockerfile.match(/^FROM /gm) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/DATA_DIR=\/app\/data/);
    expect(runtime).toMatch(
      /mkdir -p \/app\/data\/audio && chown -R node:node \/app\/data/,
    );
    // The folder is made writable before the image drops root.
    expect(runtime.indexOf('chown')).toBeLessThan(runtime.indexOf('USER node'));
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(runtime).toMatch(/^CMD \["node", "backend\/dist\/main.js"\]$/m);
  });

  it('ships the migration command the compose file runs', () => {
    // The backend's tests run on a fresh build.
    expect(
      existsSync(path.join(ROOT, 'backend', 'dist', 'cli', 'migrate.js')),
    ).toBe(true);
  });
});
