import { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations/index';

/** TypeORM options shared by the app, the CLI scripts and the tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [],
    migrations,
    migrationsRun: false,
    synchronize: false,
    extra: { max: 10, connectionTimeoutMillis: 10_000 },
  };
}
