import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

function serverUrl(database: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests through jest (global setup)',
    );
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onMaintenance<T>(
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onMaintenance((c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: serverUrl(name),
    drop: () =>
      onMaintenance((c) =>
        c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}
