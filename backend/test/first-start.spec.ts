import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/database/embedded-postgres';
import { SEED_SETS } from '../src/seed/content/sets';
import { createTestDatabase } from './support/test-database';
import { READY_LINE, spawnCompiledServer } from './support/compiled-server';

/** The compiled server, until it says it is ready. */
function start(env: Record<string, string>) {
  const server = spawnCompiledServer(env);
  return { ...server, ready: server.waitFor(READY_LINE) };
}

async function questionTotals(
  port: string,
): Promise<{ en: number; fr: number }> {
  const total = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { pagination: { total: number } }).pagination
      .total;
  };
  return {
    en: await total('/api/questions'),
    fr: await total('/api/fr/questions'),
  };
}

/** What a new user sees on the first start: a living community on the embedded database, nothing added to a configured one. */
describe('the first start', () => {
  const dirs: string[] = [];
  /** A fresh DATA_DIR the app creates itself, in a folder the database server's user can pass through. */
  const dataDir = () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'dc-first-start-'));
    if (process.getuid?.() === 0) chmodSync(parent, 0o711);
    dirs.push(parent);
    return path.join(parent, 'data');
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('loads every demo set into an empty embedded database before it is ready, once', async () => {
    const env = { DATA_DIR: dataDir(), PORT: String(await findFreePort()) };
    const first = start(env);
    try {
      const output = await first.ready;
      const loaded = output.indexOf('Loaded the demo community');
      expect(loaded).toBeGreaterThan(-1);
      expect(loaded).toBeLessThan(output.indexOf('is ready on'));
      expect(await questionTotals(env.PORT)).toEqual({
        en:
          SEED_SETS.general.questions.length +
          SEED_SETS.darija.questions.length,
        fr: SEED_SETS['darija-french'].questions.length,
      });
      const page = await fetch(`http://127.0.0.1:${env.PORT}/api/questions`);
      const { questions } = (await page.json()) as {
        questions: { answerCount: number }[];
      };
      expect(questions).toHaveLength(20);
      expect(questions.every((q) => q.answerCount > 0)).toBe(true);
    } finally {
      await first.stop();
    }

    const second = start(env);
    try {
      const output = await second.ready;
      expect(output).not.toContain('Loaded the demo community');
      expect((await questionTotals(env.PORT)).fr).toBe(
        SEED_SETS['darija-french'].questions.length,
      );
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('starts empty with SEED_ON_EMPTY=false', async () => {
    const env = {
      DATA_DIR: dataDir(),
      PORT: String(await findFreePort()),
      SEED_ON_EMPTY: 'false',
    };
    const server = start(env);
    try {
      expect(await server.ready).not.toContain('Loaded the demo community');
      expect(await questionTotals(env.PORT)).toEqual({ en: 0, fr: 0 });
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('adds nothing to a database given by DATABASE_URL', async () => {
    const db = await createTestDatabase();
    const env = {
      DATA_DIR: dataDir(),
      PORT: String(await findFreePort()),
      DATABASE_URL: db.url,
      SESSION_SECRET: 'first-start-session-secret-0123456789abcdef',
    };
    const server = start(env);
    try {
      expect(await server.ready).not.toContain('Loaded the demo community');
      expect(await questionTotals(env.PORT)).toEqual({ en: 0, fr: 0 });
    } finally {
      await server.stop();
      await db.drop();
    }
  }, 180_000);
});
