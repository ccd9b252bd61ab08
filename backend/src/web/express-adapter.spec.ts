import {
  IncomingMessage,
  request as httpRequest,
  type Server,
  ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Module,
  NotFoundException,
  Post,
  Put,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { AppExpressAdapter } from './express-adapter';

// V8's own check that two objects share a hidden class (a "map"). A map
// whose field changed representation since (an integer field that later held
// a fraction, say) is deprecated, and V8 moves each object still on it to the
// new map only when next used: both objects are moved first, so the check
// compares where their classes stand, not how long ago each was last used.
setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function(
  'a',
  'b',
  '%TryMigrateInstance(a); %TryMigrateInstance(b); return %HaveSameMap(a, b)',
) as (a: object, b: object) => boolean;
// Whether an object keeps its properties in fast mode (fields at fixed
// places), rather than as a dictionary looked up by name.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (
  o: object,
) => boolean;

interface Arrival {
  /** The prototypes each request and response had before Express saw them. */
  builtWith: [object | null, object | null];
  /** Whether each kept fast properties, after Express and a middleware had added theirs. */
  fastInRoute: [boolean, boolean];
  req: IncomingMessage;
  res: ServerResponse;
}

/** Serves `count` requests, one after another, through the adapter's server, as Nest would start it. */
async function serveRequests(
  adapter: ExpressAdapter,
  options: { forceCloseConnections?: boolean } = {},
  count = 2,
): Promise<{ app: Express; arrivals: Arrival[]; bodies: unknown[] }> {
  adapter.initHttpServer(options);
  const app = adapter.getInstance<Express>();
  const server = adapter.getHttpServer() as Server;
  const arrivals: Arrival[] = [];
  // Each response's own end on the server, which can come after the client
  // has read it: the two are compared once both have run their whole course.
  const ended: Promise<unknown>[] = [];
  server.prependListener('request', (req, res) => {
    ended.push(new Promise((resolve) => res.once('close', resolve)));
    arrivals.push({
      builtWith: [Object.getPrototypeOf(req), Object.getPrototypeOf(res)],
      fastInRoute: [false, false],
      req,
      res,
    });
  });
  app.use((req, res, next) => {
    (req as IncomingMessage & { seenBy?: string }).seenBy = 'middleware';
    const arrival = arrivals.find((a) => a.req === req);
    if (arrival)
      arrival.fastInRoute = [hasFastProperties(req), hasFastProperties(res)];
    next();
  });
  app.post('/echo/:id', (req, res) => {
    res.status(201).json({
      id: req.params.id,
      header: req.get('x-test'),
      seenBy: (req as IncomingMessage & { seenBy?: string }).seenBy,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const bodies: unknown[] = [];
    for (let n = 1; n <= count; n++) {
      const id = String(n);
      const response = await fetch(`http://127.0.0.1:${port}/echo/${id}`, {
        method: 'POST',
        headers: { 'x-test': `value ${id}` },
      });
      expect(response.status).toBe(201);
      bodies.push(await response.json());
    }
    await Promise.all(ended);
    return { app, arrivals, bodies };
  } finally {
    await adapter.close();
  }
}

/** How many pairs of the requests served share both the request's and the response's class. */
function sharingPairs(arrivals: Arrival[]): number {
  let pairs = 0;
  for (const [i, a] of arrivals.entries())
    for (const b of arrivals.slice(i + 1))
      if (haveSameMap(a.req, b.req) && haveSameMap(a.res, b.res)) pairs++;
  return pairs;
}

describe('AppExpressAdapter', () => {
  it("builds each request and response with Express's prototypes, so they share their hidden classes", async () => {
    const { app, arrivals, bodies } = await serveRequests(
      new AppExpressAdapter(),
      {},
      6,
    );
    expect(bodies).toEqual(
      ['1', '2', '3', '4', '5', '6'].map((id) => ({
        id,
        header: `value ${id}`,
        seenBy: 'middleware',
      })),
    );
    expect(arrivals).toHaveLength(6);
    for (const { builtWith, fastInRoute } of arrivals) {
      expect(builtWith).toEqual([app.request, app.response]);
      // Built by classes derived from Node's own, each is sized for the
      // fields Node gives it, and keeps them, and the ones added on the way,
      // at fixed places. (Built by a plain function that called Node's
      // constructors, every one was a dictionary.)
      expect(fastInRoute).toEqual([true, true]);
    }
    // So all of them share their classes: 6 requests, 15 pairs.
    expect(sharingPairs(arrivals)).toBe(15);
  });

  it("lends Express's own prototypes' properties to the app's, in their place", async () => {
    const adapter = new AppExpressAdapter();
    adapter.initHttpServer({});
    const app = adapter.getInstance<Express>();
    // Express's own response and request objects (its `json`, its `get`),
    // over Node's.
    const expressResponse = Object.getPrototypeOf(app.response) as object;
    const expressRequest = Object.getPrototypeOf(app.request) as object;
    expect(Object.hasOwn(expressResponse, 'json')).toBe(true);
    expect(Object.getPrototypeOf(expressResponse)).toBe(
      ServerResponse.prototype,
    );
    expect(Object.hasOwn(expressRequest, 'get')).toBe(true);
    expect(Object.getPrototypeOf(expressRequest)).toBe(
      IncomingMessage.prototype,
    );
    expect((app.response as { app?: unknown }).app).toBe(app);
    expect((app.request as { app?: unknown }).app).toBe(app);
    await adapter.close();
  });

  it("differs from Nest's own server, whose requests get their prototypes late and a hidden class each", async () => {
    const { app, arrivals, bodies } = await serveRequests(
      new ExpressAdapter(),
      {},
      6,
    );
    expect(bodies).toHaveLength(6);
    expect(arrivals[0].builtWith).not.toEqual([app.request, app.response]);
    expect(sharingPairs(arrivals)).toBe(0);
  });

  it("keeps Nest's own server with forceCloseConnections, which it tracks itself", async () => {
    const { app, arrivals, bodies } = await serveRequests(
      new AppExpressAdapter(),
      { forceCloseConnections: true },
    );
    expect(bodies).toHaveLength(2);
    expect(arrivals[0].builtWith[0]).not.toBe(app.request);
  });
});

/** Routes returning each kind of value a handler gives Nest, served by one adapter. */
@Controller()
class RepliesController {
  @Get('object')
  object() {
    return { word: 'شكرا', n: 1 };
  }

  @Get('array')
  array() {
    return [{ id: 1 }, { id: 2 }];
  }

  @Post('created')
  created(@Body() body: unknown) {
    return { received: body };
  }

  @Put('updated')
  @HttpCode(200)
  updated() {
    return { ok: true };
  }

  @Get('text')
  text() {
    return 'plain words';
  }

  @Get('nothing')
  nothing() {
    return undefined;
  }

  @Delete('gone')
  @HttpCode(204)
  gone() {
    return { ignored: true };
  }

  @Get('typed')
  @Header('Content-Type', 'application/problem+json')
  typed() {
    return { typed: true };
  }

  @Get('tagged')
  @Header('ETag', '"own"')
  tagged() {
    return { tagged: true };
  }

  @Get('accepted')
  @HttpCode(202)
  accepted() {
    return { queued: true };
  }

  @Get('missing')
  missing() {
    throw new NotFoundException('not here');
  }
}

@Module({ controllers: [RepliesController] })
class RepliesModule {}

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string | null>;
}

const COMPARED_HEADERS = [
  'content-type',
  'content-length',
  'etag',
  'transfer-encoding',
];

interface ReplyRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request over node:http (fetch would add Cache-Control: no-cache to a
 * conditional request, which a server must then answer in full).
 */
function ask(port: number, request: ReplyRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: request.path,
        method: request.method ?? 'GET',
        headers: request.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const headers: Record<string, string | null> = {};
          for (const name of COMPARED_HEADERS) {
            const value = res.headers[name];
            headers[name] = typeof value === 'string' ? value : null;
          }
          resolve({ status: res.statusCode!, body, headers });
        });
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Each request's status, body and the headers compared, as one adapter's app answers them. */
async function repliesFrom(
  adapter: ExpressAdapter,
  requests: ReplyRequest[],
): Promise<Reply[]> {
  const app = await NestFactory.create(RepliesModule, adapter, {
    logger: false,
  });
  await app.listen(0, '127.0.0.1');
  try {
    const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
    const replies: Reply[] = [];
    for (const request of requests) replies.push(await ask(port, request));
    return replies;
  } finally {
    await app.close();
  }
}

describe("AppExpressAdapter's JSON replies", () => {
  const json = { 'content-type': 'application/json' };
  const requests: ReplyRequest[] = [
    { path: '/object' },
    { path: '/object', method: 'HEAD' },
    { path: '/array' },
    { path: '/text' },
    { path: '/nothing' },
    { path: '/typed' },
    { path: '/tagged' },
    { path: '/tagged', headers: { 'if-none-match': '"own"' } },
    { path: '/accepted' },
    { path: '/missing' },
    { path: '/gone', method: 'DELETE' },
  ];
  let ours: Reply[];
  let nests: Reply[];

  beforeAll(async () => {
    ours = await repliesFrom(new AppExpressAdapter(), requests);
    nests = await repliesFrom(new ExpressAdapter(), requests);
  });

  it("answers every read as Nest's own adapter does: status, body, type, length and ETag", () => {
    expect(ours).toEqual(nests);
    expect(ours[0]).toEqual({
      status: 200,
      body: JSON.stringify({ word: 'شكرا', n: 1 }),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(
          Buffer.byteLength(JSON.stringify({ word: 'شكرا', n: 1 })),
        ),
        etag: expect.stringMatching(/^W\/"/) as unknown as string,
        'transfer-encoding': null,
      },
    });
    // HEAD: the same headers, no body.
    expect(ours[1]).toEqual({ ...ours[0], body: '' });
    expect(ours[7].status).toBe(304);
    expect(ours[8].status).toBe(202);
    expect(ours[9].status).toBe(404);
  });

  it('answers a read whose ETag the client holds with 304 and no body', async () => {
    const [first] = await repliesFrom(new AppExpressAdapter(), [
      { path: '/array' },
    ]);
    const tag = first.headers.etag!;
    const [again, changed] = await repliesFrom(new AppExpressAdapter(), [
      { path: '/array', headers: { 'if-none-match': tag } },
      { path: '/array', headers: { 'if-none-match': 'W/"other"' } },
    ]);
    expect(again).toEqual({
      status: 304,
      body: '',
      headers: {
        'content-type': null,
        'content-length': null,
        etag: tag,
        'transfer-encoding': null,
      },
    });
    expect(changed).toEqual(first);
  });

  it('sends a write the same JSON, with no ETag (only a read can be answered by one)', async () => {
    const writes: ReplyRequest[] = [
      { path: '/created', method: 'POST', headers: json, body: '{"a":"é"}' },
      { path: '/updated', method: 'PUT' },
      // A write's If-None-Match never turns it into a 304.
      { path: '/updated', method: 'PUT', headers: { 'if-none-match': '*' } },
    ];
    const mine = await repliesFrom(new AppExpressAdapter(), writes);
    const theirs = await repliesFrom(new ExpressAdapter(), writes);
    expect(mine.map((r) => r.headers.etag)).toEqual([null, null, null]);
    expect(theirs[0].headers.etag).toMatch(/^W\/"/);
    const withoutTag = (r: Reply) => ({
      ...r,
      headers: { ...r.headers, etag: null },
    });
    expect(mine).toEqual(theirs.map(withoutTag));
    expect(mine[0]).toMatchObject({
      status: 201,
      body: '{"received":{"a":"é"}}',
    });
    expect(mine[2].status).toBe(200);
  });
});
