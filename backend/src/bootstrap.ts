import path from 'node:path';
import { AppConfig } from './config/config';
import {
  EmbeddedDatabase,
  startEmbeddedPostgres,
} from './database/embedded-postgres';

export interface Database {
  url: string;
  embedded?: EmbeddedDatabase;
}

/** DATABASE_URL when given; otherwise the embedded server in `<DATA_DIR>/postgres`. */
export async function openDatabase(
  config: AppConfig,
  log: (line: string) => void,
): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    database: 'dialect_community',
    log: (chunk) => {
      for (const line of chunk.split('\n'))
        if (/\b(FATAL|PANIC)\b/.test(line)) log(line);
    },
  });
  log(
    `Embedded PostgreSQL started on 127.0.0.1:${embedded.port} (data in ${path.join(config.dataDir, 'postgres')})`,
  );
  return { url: embedded.url, embedded };
}
