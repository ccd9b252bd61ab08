import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import {
  Controller,
  Get,
  InternalServerErrorException,
  Logger,
  Module,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AllExceptionsFilter } from '../common/all-exceptions.filter';
import { ApiError } from '../common/http-error';
import { AppLogger, createRootLogger } from './app-logger';
import { requestLog, SLOW_REQUEST_MS } from './request-log';

/** A logger whose lines are collected, parsed, in `lines`. */
function capture(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, root: createRootLogger({ level, destination }) };
}

describe('AppLogger', () => {
  it("writes Nest's calls as JSON lines with their context, fields and message", () => {
    const { lines, root } = capture('info');
    const logger = new AppLogger(root);
    logger.log('Mapped a route', 'RouterExplorer');
    logger.warn({ user: 7 }, 'odd request', 'Auth');
    logger.error('failed', 'Error: boom\n    at x', 'Jobs');
    logger.error(new Error('kaput'), 'Jobs');
    logger.debug('not at info', 'Quiet');

    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({
      level: 30,
      context: 'RouterExplorer',
      msg: 'Mapped a route',
    });
    expect(lines[1]).toMatchObject({
      level: 40,
      context: 'Auth',
      user: 7,
      msg: 'odd request',
    });
    expect(lines[2]).toMatchObject({
      level: 50,
      context: 'Jobs',
      msg: 'failed',
      stack: 'Error: boom\n    at x',
    });
    expect(lines[3]).toMatchObject({ level: 50, msg: 'kaput' });
    expect((lines[3].err as { message: string }).message).toBe('kaput');
  });

  it("takes a Nest Logger's calls when it is the app's logger", () => {
    const { lines, root } = capture('info');
    Logger.overrideLogger(new AppLogger(root));
    try {
      new Logger('Seeder').log('Loaded the demo community');
    } finally {
      Logger.overrideLogger(true);
    }
    expect(lines).toEqual([
      expect.objectContaining({
        context: 'Seeder',
        msg: 'Loaded the demo community',
      }),
    ]);
  });
});

describe('requestLog', () => {
  let server: Server;
  let base: string;
  let lines: Record<string, unknown>[];

  beforeAll(async () => {
    const captured = capture('debug');
    lines = captured.lines;
    const app = express();
    app.use(requestLog(captured.root));
    app.get('/api/ok', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/api/missing', (_req, res) => {
      res.status(404).json({});
    });
    app.get('/api/broken', (_req, res) => {
      res.status(500).json({});
    });
    app.get('/api/slow', (_req, res) => {
      setTimeout(() => res.json({}), SLOW_REQUEST_MS + 50);
    });
    app.get('/page', (_req, res) => {
      res.send('page');
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const entryFor = (url: string) => lines.find((line) => line.url === url);

  it('echoes a well-formed request id and replaces a hostile one', async () => {
    const given = await fetch(`${base}/api/ok`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const hostile = await fetch(`${base}/api/ok?h`, {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const page = await fetch(`${base}/page`);
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await settle();
    expect(entryFor('/api/ok')).toMatchObject({ reqId: 'abc-123' });
  });

  it('logs API requests by outcome: success at debug, refusals and slow ones at info, failures at error', async () => {
    await fetch(`${base}/api/ok`);
    await fetch(`${base}/api/missing`);
    await fetch(`${base}/api/broken`);
    await fetch(`${base}/api/slow`);
    await fetch(`${base}/page`);
    await settle();
    expect(entryFor('/api/ok')).toMatchObject({
      level: 20,
      method: 'GET',
      status: 200,
      msg: 'request completed',
    });
    expect(entryFor('/api/missing')).toMatchObject({ level: 30, status: 404 });
    expect(entryFor('/api/broken')).toMatchObject({ level: 50, status: 500 });
    const slow = entryFor('/api/slow');
    expect(slow).toMatchObject({ level: 30, status: 200 });
    expect(slow?.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    expect(entryFor('/page')).toBeUndefined();
  });
});

@Controller('api/fails')
class FailingController {
  @Get('unconfigured')
  unconfigured(): never {
    throw new ApiError(
      503,
      'translation_unavailable',
      'Translation is not available: no AI provider is configured',
    );
  }

  @Get('thrown')
  thrown(): never {
    throw new Error('boom');
  }

  @Get('internal')
  internal(): never {
    throw new InternalServerErrorException('kaput');
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

describe('server errors in the log (the exception filter and the request line)', () => {
  let app: NestExpressApplication;
  let base: string;
  let lines: Record<string, unknown>[];

  beforeAll(async () => {
    const captured = capture('info');
    lines = captured.lines;
    app = await NestFactory.create<NestExpressApplication>(FailingModule, {
      logger: new AppLogger(captured.root),
    });
    app.use(requestLog(captured.root));
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app?.close();
    Logger.overrideLogger(true);
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const linesFor = (path: string) => {
    const reqId = lines.find((line) => line.url === path)?.reqId;
    return lines.filter((line) => line.reqId === reqId);
  };

  it('logs a 503 the app chose to send (no service configured) as one warning, with its code and no stack', async () => {
    const res = await fetch(`${base}/api/fails/unconfigured`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'translation_unavailable',
    });
    await settle();
    const logged = linesFor('/api/fails/unconfigured');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'request completed',
        status: 503,
        code: 'translation_unavailable',
      }),
    ]);
    expect(logged[0].err).toBeUndefined();
    expect(logged[0].stack).toBeUndefined();
  });

  it('still logs genuine failures as errors, with the stack', async () => {
    for (const path of ['/api/fails/thrown', '/api/fails/internal']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(500);
      await settle();
      const logged = linesFor(path);
      expect(logged).toEqual([
        expect.objectContaining({ level: 50 }),
        expect.objectContaining({
          level: 50,
          msg: 'request completed',
          status: 500,
        }),
      ]);
      expect(logged[1].code).toBeUndefined();
      expect((logged[0].err as { stack: string }).stack).toContain(
        'FailingController',
      );
    }
  });
});
