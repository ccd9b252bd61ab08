import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { securityHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  frameguard: { action: 'deny' },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
};

async function headersFrom(middleware: RequestHandler) {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const headers = Object.fromEntries(response.headers);
    delete headers.date;
    delete headers.etag;
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('securityHeaders', () => {
  it("sets exactly helmet's headers for the same settings", async () => {
    const precomputed = await headersFrom(securityHeaders(OPTIONS));
    expect(precomputed).toEqual(await headersFrom(helmet(OPTIONS)));
    expect(precomputed['x-frame-options']).toBe('DENY');
    expect(precomputed['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    );
    expect(precomputed['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('refuses settings helmet rejects, at start', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { 'default-src': ['self'] } },
      }),
    ).toThrow();
  });
});
