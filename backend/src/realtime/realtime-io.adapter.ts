import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createClient } from 'redis';
import { Server, ServerOptions } from 'socket.io';
import { isOwnOrigin } from '../common/origin-check';

export interface RealtimeAdapterOptions {
  /** express-session + passport, run on the handshake so each socket knows its user. */
  sessionHandler: RequestHandler;
  appOrigin?: string;
  trustProxy: boolean;
  redisUrl?: string;
  redisPrefix: string;
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * Socket.IO on the app's own port and origin. With REDIS_URL, the Redis
 * streams adapter carries events between app instances (and catches up after
 * a Redis restart, as events wait in the stream).
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly logger = new Logger(RealtimeIoAdapter.name);
  private redis?: RedisClient;
  private readonly serverListeners: ((server: Server) => void)[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: RealtimeAdapterOptions,
  ) {
    super(app);
  }

  /** Connects to Redis before the server starts (when configured). */
  async connectRedis(): Promise<void> {
    if (!this.options.redisUrl) return;
    // Events are published without the offline queue: while Redis is away a
    // publish fails at once, and the adapter still delivers the event to this
    // instance's own sockets (queued, it would wait for Redis to return). The
    // stream reader (a duplicate) keeps the queue, so it waits instead of
    // retrying in a tight loop.
    const redis = createClient({
      url: this.options.redisUrl,
      disableOfflineQueue: true,
    });
    const duplicate = redis.duplicate.bind(redis);
    redis.duplicate = ((overrides?: Parameters<typeof duplicate>[0]) =>
      duplicate({
        ...overrides,
        disableOfflineQueue: false,
      })) as typeof redis.duplicate;
    this.redis = redis;
    this.redis.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'Redis connection problem'),
    );
    await this.redis.connect();
  }

  /** Calls `listener` with the Socket.IO server once it is created (when the app starts listening). */
  onServerCreated(listener: (server: Server) => void): void {
    this.serverListeners.push(listener);
  }

  get adapterName(): 'redis-streams' | 'memory' {
    return this.redis ? 'redis-streams' : 'memory';
  }

  get redisReady(): boolean {
    return !!this.redis?.isReady;
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const secure = (req: IncomingMessage) =>
      this.options.trustProxy
        ? String(req.headers['x-forwarded-proto'] ?? '')
            .split(',')[0]
            .trim() === 'https'
        : !!(req.socket as { encrypted?: boolean }).encrypted;
    const server: Server = super.createIOServer(port, {
      ...options,
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: 10_000,
      connectionStateRecovery: {
        maxDisconnectionDuration: 2 * 60 * 1000,
        skipMiddlewares: false,
      },
      allowRequest: (
        req: IncomingMessage,
        callback: (err: string | null | undefined, success: boolean) => void,
      ) => {
        // Browsers send Origin on every WebSocket handshake and cross-site request; a same-origin
        // polling GET may carry none. A foreign Origin (or Referer) is refused.
        const claimed = req.headers.origin ?? req.headers.referer;
        const ok =
          claimed === undefined ||
          isOwnOrigin(req.headers, secure(req), this.options.appOrigin);
        callback(ok ? null : 'Cross-site connection refused', ok);
      },
    });
    if (this.redis)
      server.adapter(
        createAdapter(this.redis, {
          streamName: `${this.options.redisPrefix}socket.io`,
          // The stream is read in 1 s blocks, so a closing server lets go of Redis within a second.
          blockTimeInMs: 1000,
        }),
      );
    // Session and passport on the handshake only (not on every polling request).
    const restoreSession = this.options.sessionHandler as unknown as (
      q: IncomingMessage,
      s: ServerResponse,
      n: (err?: unknown) => void,
    ) => void;
    server.engine.use(
      (
        req: IncomingMessage & { _query?: { sid?: string } },
        res: ServerResponse,
        next: (err?: unknown) => void,
      ) =>
        req._query?.sid !== undefined ? next() : restoreSession(req, res, next),
    );
    for (const listener of this.serverListeners) listener(server);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    if (this.redis?.isOpen) await this.redis.quit().catch(() => undefined);
  }
}
