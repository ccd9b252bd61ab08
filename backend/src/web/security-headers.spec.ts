import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import {
  isNonDocumentPath,
  NON_DOCUMENT_CSP,
  securityHeaders,
} from './security-headers';

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

async function headersFrom(middleware: RequestHandler, path = '/') {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get(path, (_req, res) => {
    res.send('ok');
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}?q=1`);
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

  it('sends a response that is never a page only the headers that act on it', async () => {
    const page = await headersFrom(helmet(OPTIONS));
    for (const path of ['/api/questions', '/assets/app.js', '/sitemap.xml']) {
      const headers = await headersFrom(securityHeaders(OPTIONS), path);
      expect(headers).toEqual({
        'content-security-policy': NON_DOCUMENT_CSP,
        connection: page.connection,
        'keep-alive': page['keep-alive'],
        'content-length': page['content-length'],
        'content-type': page['content-type'],
        'cross-origin-resource-policy': page['cross-origin-resource-policy'],
        'referrer-policy': page['referrer-policy'],
        'strict-transport-security': page['strict-transport-security'],
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
    }
  });

  it('tells pages from other responses by the path alone', () => {
    for (const path of [
      '/api/questions',
      '/api/fr/questions/1/answers',
      '/api/docs-json',
      '/assets/C8HpTLSX.js',
      '/assets/SA-byHiqBHu.svg',
      '/sitemap.xml',
      '/robots.txt',
    ])
      expect([path, isNonDocumentPath(path)]).toEqual([path, true]);
    for (const path of [
      '/',
      '/fr',
      '/question/1',
      '/api/docs',
      '/api/docs/',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/oauth2-redirect.html',
      '/API/questions/1',
      '/api',
      '/intl-warmup.js',
      '/favicon.svg',
      '/sitemap.xml/',
      '/no-such-page',
    ])
      expect([path, isNonDocumentPath(path)]).toEqual([path, false]);
  });
});
