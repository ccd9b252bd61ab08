import { IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
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
