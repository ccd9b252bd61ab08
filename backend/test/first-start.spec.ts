import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/database/embedded-postgres';
import { SEED_SETS } from '../src/seed/content/sets';
import { createTestDatabase } from './support/test-database';

/** The compiled server, as `npm start` runs it. */
const MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');

interface Server {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the output once the server says it is ready; rejects if it exits first. */
  ready: Promise<string>;
  stop(): Promise<void>;
}

function start(env: Record<string, string>): Server {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('is ready on http://localhost:')) resolve(output);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${output}`)),
    );
  });
  return {
    child,
    output: () => output,
    ready,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
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
