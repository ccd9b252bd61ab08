import 'reflect-metadata';
import { ConfigError, loadConfig, readDotEnvFile } from './config/config';
import { createApp } from './app';
import { openDatabase, Database } from './bootstrap';

const SHUTDOWN_GRACE_MS = 4000;

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    readDotEnvFile();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const info = (line: string) => process.stdout.write(`${line}\n`);
  let database: Database | undefined;
  let closing = false;
  const stopDatabase = async () => {
    await database?.embedded?.stop().catch(() => undefined);
  };

  try {
    database = await openDatabase(config, info);
  } catch (error) {
    fail(
      `Could not start the embedded PostgreSQL server: ${(error as Error).message ?? error}`,
    );
  }

  let app;
  try {
    app = await createApp({ config, databaseUrl: database.url });
  } catch (error) {
    await stopDatabase();
    fail(`Start-up failed: ${(error as Error).message ?? error}`);
  }

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    void (async () => {
      await app.close().catch(() => undefined);
      await stopDatabase();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen(config.port, config.host);
  } catch (error) {
    await app.close().catch(() => undefined);
    await stopDatabase();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`,
      );
    }
    fail(
      `Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
  }
  const address = app.getHttpServer().address();
  const port =
    typeof address === 'object' && address ? address.port : config.port;
  info(`Dialect Community is ready on http://localhost:${port}`);
}

void main();
