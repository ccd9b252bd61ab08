import 'reflect-metadata';
import { closeSync, existsSync, openSync, readSync, rmSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { openDatabase } from '../bootstrap';
import { ConfigError, loadConfig, readDotEnvFile } from '../config/config';
import {
  pickPgTool,
  PgToolError,
  runPgTool,
  serverMajorVersion,
} from '../database/pg-tools';

const USAGE = 'Usage: npm run db:restore -- <file> [--clean]\n';

/** Objects of the database's own, in any schema but the system's, extensions' members aside. */
const OWN_OBJECTS = `
  WITH own AS (
    SELECT c.oid, 'pg_class'::regclass AS catalog FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
    UNION ALL
    SELECT p.oid, 'pg_proc'::regclass FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
    UNION ALL
    SELECT n.oid, 'pg_namespace'::regclass FROM pg_namespace n
     WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname NOT IN ('information_schema', 'public')
  )
  SELECT count(*)::int AS n FROM own
   WHERE NOT EXISTS (SELECT 1 FROM pg_depend d
                      WHERE d.classid = own.catalog AND d.objid = own.oid AND d.deptype = 'e')`;

function isCustomFormat(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    readSync(fd, head, 0, 5, 0);
    return head.toString('latin1') === 'PGDMP';
  } finally {
    closeSync(fd);
  }
}

async function inspect(
  url: string,
): Promise<{ database: string; objects: number; extensions: string[] }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const [{ database }] = (
      await client.query<{ database: string }>(
        'SELECT current_database() AS database',
      )
    ).rows;
    const [{ n }] = (await client.query<{ n: number }>(OWN_OBJECTS)).rows;
    const extensions = (
      await client.query<{ extname: string }>(
        'SELECT extname FROM pg_extension',
      )
    ).rows.map((r) => r.extname);
    return { database, objects: n, extensions };
  } finally {
    await client.end();
  }
}

/**
 * The archive's table of contents, less the entries of extensions the
 * database already has: they belong to the superuser that created them, and
 * the app's role may neither drop nor comment on them.
 */
function withoutExisting(toc: string, extensions: string[]): string {
  const have = new Set(extensions);
  return toc
    .split('\n')
    .filter((line) => {
      const entry =
        /^\d+;\s+\d+\s+\d+\s+(?:COMMENT\s+-\s+EXTENSION\s+(\S+)|EXTENSION\s+-\s+(\S+))/.exec(
          line,
        );
      return !entry || !have.has(entry[1] ?? entry[2]);
    })
    .join('\n');
}

/**
 * `npm run db:restore -- <file> [--clean]`: restores a backup made by
 * `npm run db:backup` into the database, in one transaction (all or nothing).
 * Refuses a database that already holds tables unless `--clean` is given,
 * which drops what the backup holds before recreating it.
 */
async function main(args: string[]): Promise<number> {
  const clean = args.includes('--clean');
  const files = args.filter((a) => a !== '--clean');
  if (files.length !== 1 || files[0].startsWith('-')) {
    process.stderr.write(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]);
  if (!existsSync(file)) {
    process.stderr.write(`${file} does not exist.\n`);
    return 1;
  }
  if (!isCustomFormat(file)) {
    process.stderr.write(
      `${file} is not a backup in pg_dump's custom format (as npm run db:backup writes).\n`,
    );
    return 1;
  }
  readDotEnvFile();
  const config = loadConfig();
  const database = await openDatabase(
    config,
    (line) => process.stdout.write(`${line}\n`),
    { shareRunning: true },
  );
  const work = mkdtempSync(path.join(tmpdir(), 'dc-restore-'));
  try {
    const serverMajor = await serverMajorVersion(database.url);
    const pgRestore = pickPgTool('pg_restore', 0);
    const target = await inspect(database.url);
    if (target.objects > 0 && !clean) {
      process.stderr.write(
        `The database ${target.database} is not empty (${target.objects} tables, sequences, functions or schemas). ` +
          'Restore into an empty database, or add --clean to drop what the backup holds and recreate it: ' +
          `npm run db:restore -- ${files[0]} --clean\n`,
      );
      return 1;
    }
    const started = performance.now();
    const toc = await runPgTool(pgRestore, ['--list', file], database.url);
    const list = path.join(work, 'toc.list');
    writeFileSync(list, withoutExisting(toc, target.extensions), {
      mode: 0o600,
    });
    await runPgTool(
      pgRestore,
      [
        '--no-password',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        ...(clean ? ['--clean', '--if-exists'] : []),
        `--use-list=${list}`,
        `--dbname=${target.database}`,
        file,
      ],
      database.url,
    );
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `Restored ${file} into ${target.database} (pg_restore ${pgRestore.version}, PostgreSQL ${serverMajor}) ` +
        `in ${seconds.toFixed(1)} s.${database.embedded ? '' : ' Restart the app if it is running.'}\n`,
    );
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
    await database.embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof ConfigError || error instanceof PgToolError;
    process.stderr.write(
      `${known ? error.message : `Restore failed: ${error?.message ?? error}`}\n`,
    );
    process.exit(1);
  },
);
