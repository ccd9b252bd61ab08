import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startTestApp, TestApp } from './support/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>Dialect Community</title></head><body><div id="root"></div></body></html>';

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dc-client-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

describe('foundation (real HTTP, real PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CLIENT_DIST_DIR: fakeClientBuild() });
  });
  afterAll(() => t?.close());

  it('reports the database as up on /api/health', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.details.database.status).toBe('up');
  });

  it('ran the first migration: unaccent, pg_trgm and citext are enabled', async () => {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ extname: string }>(
        "SELECT extname FROM pg_extension WHERE extname IN ('unaccent','pg_trgm','citext') ORDER BY extname",
      );
      expect(rows.map((r) => r.extname)).toEqual([
        'citext',
        'pg_trgm',
        'unaccent',
      ]);
      const unaccented = await client.query(
        "SELECT unaccent('Réponse publiée') AS v",
      );
      expect(unaccented.rows[0].v).toBe('Reponse publiee');
    } finally {
      await client.end();
    }
  });

  it('answers an unknown API path with a JSON 404 in the one error shape', async () => {
    const res = await fetch(`${t.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body).toEqual({
      statusCode: 404,
      message: expect.any(String),
      error: 'Not Found',
      code: 'not_found',
    });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await fetch(`${t.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: '{"title": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      message: 'Request body is not valid JSON',
      error: 'Bad Request',
      code: 'invalid_json',
    });
  });

  it('tells a JSON body that is not an object so, rather than calling it invalid', async () => {
    for (const body of ['null', '123', '"text"', 'true', '[]', '[{"a":1}]']) {
      const res = await fetch(`${t.url}/api/health`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.url },
        body,
      });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toMatchObject({
        message: 'Request body must be a JSON object',
        code: 'invalid_json',
      });
    }
  });

  it('refuses a body whose bytes are not UTF-8 rather than storing replacement characters', async () => {
    const res = await fetch(`${t.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: Buffer.concat([
        Buffer.from('{"text":"caf'),
        Buffer.from([0xe9, 0x20, 0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'body_unreadable',
      message: 'Request body is not valid UTF-8',
    });
    // The same text in UTF-8 (a byte-order mark first) is read.
    const fine = await fetch(`${t.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: Buffer.from('\ufeff{"text":"café"}'),
    });
    expect(fine.status).not.toBe(400);
  });

  it('answers a body over 100 kB with 413', async () => {
    const res = await fetch(`${t.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({ text: 'x'.repeat(101 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).statusCode).toBe(413);
  });

  it('serves the client with index.html for client routes in both locales', async () => {
    for (const p of [
      '/',
      '/fr',
      '/about',
      '/fr/translator',
      '/moroccan-darija',
    ]) {
      const res = await fetch(`${t.url}${p}`);
      expect({ p, status: res.status }).toEqual({ p, status: 200 });
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves index.html with status 404 for unknown client paths, so crawlers see a 404', async () => {
    const res = await fetch(`${t.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('never answers /api/* with the client page', async () => {
    const res = await fetch(`${t.url}/api/questions-that-do-not-exist/5`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await fetch(`${t.url}/assets/app-1234.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends a Content-Security-Policy that allows only same-origin scripts', async () => {
    const res = await fetch(`${t.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Links to other sites carry no address; requests to this site do.
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    // Outside production no HSTS: localhost is plain http.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it("answers the API and the build's files with the policy of a response that is never a page", async () => {
    const page = await fetch(`${t.url}/`);
    for (const path of [
      '/api/health',
      '/api/questions?limit=1',
      '/sitemap.xml',
    ]) {
      const res = await fetch(`${t.url}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      for (const name of [
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-resource-policy',
      ])
        expect([path, name, res.headers.get(name)]).toEqual([
          path,
          name,
          page.headers.get(name),
        ]);
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(res.headers.get('x-dns-prefetch-control')).toBeNull();
    }
    // The API's HTML documentation is a page: it keeps the page's policy.
    const docs = await fetch(`${t.url}/api/docs`);
    expect(docs.headers.get('content-security-policy')).toBe(
      page.headers.get('content-security-policy'),
    );
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await fetch(`${t.url}/api/docs-json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const ui = await fetch(`${t.url}/api/docs`);
    expect(ui.status).toBe(200);
  });

  it('tags each request with a request id, honouring a sane incoming one', async () => {
    const given = await fetch(`${t.url}/api/health`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const hostile = await fetch(`${t.url}/api/health`, {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
