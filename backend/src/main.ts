import 'reflect-metadata';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { ConfigError, loadConfig, readDotEnvFile } from './config/config';
import { createApp } from './app';
import { openDatabase, Database } from './bootstrap';
import { JobsService } from './jobs/jobs.service';

/** Longest a shutdown may take: requests and jobs in flight get this long to finish. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Part of it for the HTTP requests in flight, before the rest of the app stops. */
const REQUESTS_GRACE_MS = 6000;

/**
 * Counts the HTTP requests in flight, and on `drain()` stops taking new
 * connections, closes idle keep-alive ones, and waits for the requests in
 * flight to finish (at most `maxMs`). A request whose client went away before
 * the answer is still in flight until its handler ends the response: its
 * work (a search, a translation being stored) goes on with the database open.
 */
function trackRequests(server: Server) {
  let active = 0;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Socket.IO's long-polling requests wait for events: not work in flight.
    if (req.url?.startsWith('/socket.io')) return;
    active++;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      active--;
    };
    res.once('close', () => {
      if (res.writableEnded) return done();
      const end = res.end;
      res.end = function (this: ServerResponse, ...args: unknown[]) {
        done();
        return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as ServerResponse['end'];
    });
  });
  return {
    async drain(maxMs: number): Promise<void> {
      server.close();
      const deadline = Date.now() + maxMs;
      while (active > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      server.closeIdleConnections();
    },
  };
}

/** PostgreSQL's codes for a connection ended by the server: admin shutdown, crash shutdown, cannot connect now. */
const CUT_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03']);

/**
 * Whether another process listens on the port already: checked before the
 * database starts, so that a taken port fails at once, in one line.
 */
function portTaken(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'EADDRINUSE'),
    );
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

const portInUse = (port: number) =>
  `Port ${port} is already in use: stop the other server or set PORT to a free port.`;

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

  if (await portTaken(config.port, config.host)) fail(portInUse(config.port));
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
      // First the requests in flight finish (new connections are refused),
      // then the jobs in flight, while the database is still open; then the rest.
      await requests.drain(REQUESTS_GRACE_MS);
      await app
        .get(JobsService)
        .onApplicationShutdown()
        .catch(() => undefined);
      await app.close().catch(() => undefined);
      await stopDatabase();
      process.exit(0);
    })();
  };
  const requests = trackRequests(app.getHttpServer() as Server);
  // A promise nobody awaited failed (for instance a background write whose
  // database connection was cut): log it and keep serving the other requests.
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(
      `Unhandled rejection, the server keeps running: ${(reason as Error)?.stack ?? String(reason)}\n`,
    );
  });
  // A database connection the server cut (a restart, pg_terminate_backend)
  // can report that error once more with nobody listening; the driver has
  // already marked it unusable and the pool replaces it. Anything else still
  // ends the process.
  process.on('uncaughtException', (error: Error & { code?: string }) => {
    if (CUT_CONNECTION_CODES.has(error.code ?? '')) {
      process.stderr.write(`Database connection cut: ${error.message}\n`);
      return;
    }
    process.stderr.write(`Uncaught exception: ${error.stack ?? error}\n`);
    process.exit(1);
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen(config.port, config.host);
  } catch (error) {
    await app.close().catch(() => undefined);
    await stopDatabase();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(portInUse(config.port));
    }
    fail(
      `Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
    );
  }
  const address = app.getHttpServer().address();
  const port =
    typeof address === 'object' && address ? address.port : config.port;
  const local = `http://localhost:${port}`;
  info(`Dialect Community is ready on ${local}`);
  // Sign-ins and posts are accepted from APP_ORIGIN alone (see originCheck).
  if (config.appOrigin && config.appOrigin !== local)
    info(
      `Open it at ${config.appOrigin} (APP_ORIGIN): signing in and posting work from that address only.`,
    );
}

void main();
