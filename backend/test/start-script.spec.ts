import { ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/database/embedded-postgres';
import { createTestDatabase, TestDatabase } from './support/test-database';

/**
 * `npm start` (scripts/start.mjs) on a tree whose client and server are
 * already built, as on every start after the first: it must skip the build
 * and start the real compiled server, every time.
 */
const REPO = path.resolve(__dirname, '..', '..');
const SERVER = path.join(REPO, 'backend', 'dist', 'main.js');

function write(file: string, text: string, ageSeconds: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const at = Date.now() / 1000 - ageSeconds;
  utimesSync(file, at, at);
}

/** A checkout with sources older than their builds; the server is the real one. */
function builtTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dc-start-'));
  mkdirSync(path.join(root, 'scripts'));
  copyFileSync(
    path.join(REPO, 'scripts', 'start.mjs'),
    path.join(root, 'scripts', 'start.mjs'),
  );
  write(path.join(root, 'frontend', 'index.html'), '<html></html>', 3600);
  write(path.join(root, 'frontend', 'src', 'main.tsx'), 'export {};', 3600);
  write(path.join(root, 'frontend', 'public', 'robots.txt'), '', 3600);
  write(
    path.join(root, 'frontend', 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Built</title></head><body></body></html>',
    60,
  );
  write(path.join(root, 'backend', 'src', 'main.ts'), 'export {};', 3600);
  write(
    path.join(root, 'backend', 'dist', 'main.js'),
    `require(${JSON.stringify(SERVER)});\n`,
    60,
  );
  return root;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(root: string, env: Record<string, string>): Started {
  let output = '';
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'start.mjs')],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function healthOf(run: Started, port: number): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (run.child.exitCode !== null)
      throw new Error(`npm start exited: ${run.output()}`);
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`no answer on ${port}: ${run.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe('npm start', () => {
  let db: TestDatabase;
  let root: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    root = builtTree();
  });

  afterAll(async () => {
    await db.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('starts the already built server on every run, twice in a row, without building again', async () => {
    for (let i = 0; i < 2; i++) {
      const port = await findFreePort();
      const run = start(root, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: db.url,
        DATA_DIR: path.join(root, '.data'),
        CLIENT_DIST_DIR: path.join(root, 'frontend', 'dist'),
      });
      try {
        expect(await healthOf(run, port)).toBe(200);
        const page = await fetch(`http://127.0.0.1:${port}/about`);
        expect(await page.text()).toContain('<title>');
        expect(run.output()).not.toContain('Building');
      } finally {
        run.child.kill('SIGTERM');
      }
      expect(await run.exited).toBe(0);
    }
  }, 150_000);
});
