import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig, readDotEnvFile } from '../config/config';
import PgBoss from 'pg-boss';
import { dataSourceOptions } from '../database/data-source-options';
import { QUEUE_NAMES } from '../jobs/job-queues';

/** Any constant shared by every process that migrates this database. */
const MIGRATION_LOCK = 4_711_008;

/**
 * `node backend/dist/cli/migrate.js`: applies the pending migrations to
 * DATABASE_URL, installs the job queue's schema and creates its queues, then
 * exits. A deployment with several replicas runs it once before starting
 * them: they then find nothing to create (replicas creating the same queue
 * at the same moment deadlock in pg-boss). An advisory lock keeps two runs
 * from applying the same migration at once.
 */
async function main(): Promise<number> {
  readDotEnvFile();
  const config = loadConfig();
  if (!config.databaseUrl) {
    process.stderr.write(
      'Set DATABASE_URL: the embedded database is migrated by the app itself.\n',
    );
    return 2;
  }
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const applied = await dataSource.runMigrations();
      process.stdout.write(
        applied.length
          ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}\n`
          : 'The database is up to date.\n',
      );
      // The replicas set each queue's retry policy when they start.
      const boss = new PgBoss({
        connectionString: config.databaseUrl,
        schema: 'pgboss',
        max: 1,
        supervise: false,
        schedule: false,
      });
      await boss.start();
      for (const queue of QUEUE_NAMES) await boss.createQueue(queue);
      await boss.stop({ graceful: false, wait: true });
      process.stdout.write(`Job queues ready: ${QUEUE_NAMES.join(', ')}\n`);
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      await runner.release();
    }
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `Migration failed: ${error?.message ?? error}`}\n`,
    );
    process.exit(1);
  },
);
