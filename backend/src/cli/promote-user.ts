import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig, readDotEnvFile } from '../config/config';
import { dataSourceOptions } from '../database/data-source-options';
import { openDatabase } from '../bootstrap';
import { normalizeEmail } from '../common/dto/email-address';

/** `npm run user:promote -- <email>`: gives an existing account admin rights. */
async function main(): Promise<number> {
  const given = process.argv[2];
  const email = given === undefined ? undefined : normalizeEmail(given);
  if (!email || !email.includes('@')) {
    process.stderr.write('Usage: npm run user:promote -- <email>\n');
    return 2;
  }
  readDotEnvFile();
  const config = loadConfig();
  const database = await openDatabase(
    config,
    (line) => process.stdout.write(`${line}\n`),
    { shareRunning: true },
  );
  const dataSource = new DataSource(dataSourceOptions(database.url));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    // For UPDATE ... RETURNING the postgres driver answers [rows, affectedCount].
    const [rows]: [{ username: string }[], number] = await dataSource.query(
      'UPDATE users SET is_admin = true WHERE email = $1 RETURNING username',
      [email],
    );
    if (rows.length === 0) {
      process.stderr.write(
        `No account with the e-mail ${email}. Register first, then promote.\n`,
      );
      return 1;
    }
    process.stdout.write(`${email} (@${rows[0].username}) is now an admin.\n`);
    return 0;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `Promotion failed: ${error?.message ?? error}`}\n`,
    );
    process.exit(1);
  },
);
