import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { AppExpressAdapter } from './express-adapter';

// V8's own check that two objects share a hidden class (a "map").
setFlagsFromString('--allow-natives-syntax');
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

interface Arrival {
  /** The prototypes each request and response had before Express saw them. */
  builtWith: [object | null, object | null];
  req: IncomingMessage;
  res: ServerResponse;
}

/** Serves two requests through the adapter's server, as Nest would start it. */
async function twoRequests(
  adapter: ExpressAdapter,
  options: { forceCloseConnections?: boolean } = {},
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
      req,
      res,
    });
  });
  app.use((req, _res, next) => {
    (req as IncomingMessage & { seenBy?: string }).seenBy = 'middleware';
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
    for (const id of ['1', '2']) {
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

describe('AppExpressAdapter', () => {
  it("builds each request and response with Express's prototypes, so all share their hidden classes", async () => {
    const { app, arrivals, bodies } = await twoRequests(
      new AppExpressAdapter(),
    );
    expect(bodies).toEqual([
      { id: '1', header: 'value 1', seenBy: 'middleware' },
      { id: '2', header: 'value 2', seenBy: 'middleware' },
    ]);
    expect(arrivals).toHaveLength(2);
    for (const { builtWith } of arrivals)
      expect(builtWith).toEqual([app.request, app.response]);
    const [first, second] = arrivals;
    expect(haveSameMap(first.req, second.req)).toBe(true);
    expect(haveSameMap(first.res, second.res)).toBe(true);
  });

  it("differs from Nest's own server, whose requests get their prototypes late and a hidden class each", async () => {
    const { app, arrivals, bodies } = await twoRequests(new ExpressAdapter());
    expect(bodies).toHaveLength(2);
    expect(arrivals[0].builtWith).not.toEqual([app.request, app.response]);
    expect(haveSameMap(arrivals[0].req, arrivals[1].req)).toBe(false);
  });

  it("keeps Nest's own server with forceCloseConnections, which it tracks itself", async () => {
    const { app, arrivals, bodies } = await twoRequests(
      new AppExpressAdapter(),
      { forceCloseConnections: true },
    );
    expect(bodies).toHaveLength(2);
    expect(arrivals[0].builtWith[0]).not.toBe(app.request);
  });
});
