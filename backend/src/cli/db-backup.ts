import 'reflect-metadata';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../bootstrap';
import { ConfigError, loadConfig, readDotEnvFile } from '../config/config';
import {
  pickPgTool,
  PgToolError,
  runPgTool,
  serverMajorVersion,
} from '../database/pg-tools';

const USAGE = 'Usage: npm run db:backup [-- <file>]\n';

function defaultFile(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .slice(0, 15);
  return `dialect-community-${stamp}.dump`;
}

/**
 * `npm run db:backup [-- <file>]`: writes the whole database (the running
 * embedded server's, the embedded one started for the occasion, or
 * DATABASE_URL's) to one file in pg_dump's custom format, readable by its
 * owner only.
 */
async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    process.stderr.write(USAGE);
    return 2;
  }
  const file = path.resolve(args[0] ?? defaultFile());
  if (existsSync(file)) {
    process.stderr.write(`${file} already exists: name another file.\n`);
    return 1;
  }
  readDotEnvFile();
  const config = loadConfig();
  // The backup holds every member's data: only its owner may read it.
  process.umask(0o077);
  const database = await openDatabase(
    config,
    (line) => process.stdout.write(`${line}\n`),
    { shareRunning: true },
  );
  const partial = `${file}.partial`;
  try {
    const serverMajor = await serverMajorVersion(database.url);
    const pgDump = pickPgTool('pg_dump', serverMajor);
    const started = performance.now();
    await runPgTool(
      pgDump,
      ['--format=custom', '--no-password', `--file=${partial}`],
      database.url,
    );
    renameSync(partial, file);
    const seconds = (performance.now() - started) / 1000;
    const { size } = statSync(file);
    process.stdout.write(
      `Backed up the database to ${file} (${(size / 1024).toFixed(0)} KiB, ` +
        `pg_dump ${pgDump.version}, PostgreSQL ${serverMajor}) in ${seconds.toFixed(1)} s\n`,
    );
    return 0;
  } finally {
    rmSync(partial, { force: true });
    await database.embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof ConfigError || error instanceof PgToolError;
    process.stderr.write(
      `${known ? error.message : `Backup failed: ${error?.message ?? error}`}\n`,
    );
    process.exit(1);
  },
);
