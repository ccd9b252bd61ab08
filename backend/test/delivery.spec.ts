import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { AccessGuard } from '../src/auth/access.guard';
import { QuestionsService } from '../src/questions/questions.service';
import { ApiClient, fixtureBody } from './support/api-client';
import { startTestApp, TestApp } from './support/test-app';
import { sql } from './support/sql';
import { raw, RawResponse } from './support/raw-request';

/** A script of 4 kB, with its brotli and gzip copies as the build writes them. */
const SCRIPT = `export const words = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => `word number ${i}`),
)};\n`;
const STYLE = `.card{padding:8px}\n`.repeat(100);
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta name="description" content="default" /><title>Dialect Community</title>
    <script type="module" crossorigin src="/assets/index-abcd1234.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-5555eeee.js">
  </head><body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body></html>`;

const ROUTES = {
  entry: { js: ['assets/index-abcd1234.js'], css: [] },
  routes: {
    '/': {
      js: ['assets/HomePage-aaaa1111.js', 'assets/shared-cccc3333.js'],
      css: [],
    },
    '/question/:id': { js: ['assets/QuestionPage-bbbb2222.js'], css: [] },
    '/translator': {
      js: ['assets/TranslatorPage-dddd4444.js'],
      css: ['assets/translator-eeee5555.css'],
    },
    '/about': {
      js: ['assets/AboutPage-ffff6666.js', 'assets/pages.en-1111aaaa.js'],
      css: [],
    },
  },
  locales: {
    fr: {
      js: ['assets/fr-2222bbbb.js'],
      routes: {
        '/': { js: ['assets/HomePage-aaaa1111.js'], css: [] },
        '/question/:id': { js: ['assets/QuestionPage-bbbb2222.js'], css: [] },
        '/about': {
          js: ['assets/AboutPage-ffff6666.js', 'assets/pages.fr-3333cccc.js'],
          css: [],
        },
      },
    },
  },
};

/** First frames as the build renders them (frontend/scripts/prerender.mjs). */
const FIRST_FRAMES = {
  '/': '<div class="app-shell"><h1>Questions $& $1</h1></div>',
  '/fr': '<div class="app-shell"><h1>Les questions</h1></div>',
  '/about': '<div class="app-shell"><h1>About</h1></div>',
  '/question/:id': '<div class="app-shell"><p>Loading the question</p></div>',
};

/** Heads of the translator pages as the build writes them (frontend/scripts/prerender.mjs). */
const PAGE_HEADS = {
  '/translator': {
    title: 'Arabic Dialect Translator | Dialect Community',
    description: 'Free Arabic dialect translator.',
    keywords: 'Darija translator, Arabic <dialects>',
  },
  '/fr/egyptian-arabic': {
    title: 'Traducteur arabe égyptien | Dialect Community',
    description:
      "Traducteur gratuit en arabe égyptien : traduisez de l'anglais.",
    keywords: 'traducteur arabe égyptien',
  },
};

/**
 * The build's frame renderer (frontend/src/prerender/render.tsx), as a stand-in
 * that shows what it was given: the question's title and its answers' texts,
 * and how many frames it has rendered so far. A title holding "no frame" makes
 * it fail.
 */
const RENDERER = `let rendered = 0;
exports.renderFirstFrame = async (path, reads) => {
  const [question, answers] = Object.values(reads);
  if (question.title.includes('no frame')) throw new Error('the page failed');
  rendered += 1;
  const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
  return '<article data-path="' + escape(path) + '" data-rendered="' + rendered + '"><h1>' +
    escape(question.title) + '</h1>' +
    answers.map((answer) => '<p>' + escape(answer.content) + '</p>').join('') +
    '</article>';
};
`;

/** A build inside a dot-folder, as under the default `.data`. */
let clientDir = '';

function fakeClientBuild(): string {
  const dir = path.join(
    mkdtempSync(path.join(tmpdir(), 'dc-client-')),
    '.build',
  );
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, '.vite', 'routes.json'), JSON.stringify(ROUTES));
  writeFileSync(
    path.join(dir, '.vite', 'first-frames.json'),
    JSON.stringify(FIRST_FRAMES),
  );
  writeFileSync(
    path.join(dir, '.vite', 'page-heads.json'),
    JSON.stringify(PAGE_HEADS),
  );
  mkdirSync(path.join(dir, '.vite', 'render'));
  writeFileSync(path.join(dir, '.vite', 'render', 'render.cjs'), RENDERER);
  const withCopies = (name: string, text: string) => {
    const file = path.join(dir, 'assets', name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  withCopies('app-1234abcd.js', SCRIPT);
  withCopies('style-1234abcd.css', STYLE);
  withCopies('lost-1234abcd.js', SCRIPT);
  // Small enough to be left without copies.
  writeFileSync(path.join(dir, 'assets', 'tiny-1234abcd.js'), 'export {};');
  clientDir = dir;
  return dir;
}

/** What a page sent with its first frame holds back until the frame is on screen. */
function heldForStart(html: string): string {
  const held = /<template id="app-start">(.*?)<\/template>/s.exec(html);
  if (!held) throw new Error(`the page holds nothing for its start:\n${html}`);
  return held[1];
}

/** The body as text, unzipped when it was sent gzipped. */
const gunzipOrPlain = (res: RawResponse) =>
  (res.headers['content-encoding'] === 'gzip'
    ? gunzipSync(res.body)
    : res.body
  ).toString();

const varies = (res: RawResponse, header: string) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(header.toLowerCase());

describe('delivery: compression and caching (real HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let member: ApiClient;

  beforeAll(async () => {
    t = await startTestApp({
      CLIENT_DIST_DIR: fakeClientBuild(),
      // Longer than the default 2 s, so a slow sign-up still ends inside it.
      GUEST_CACHE_TTL_MS: '4000',
    });
    member = new ApiClient(t.url);
    await member.register();
    // Enough questions for a list over 1 kB.
    for (let i = 0; i < 6; i++) {
      const res = await member.post('/api/questions', {
        title: `How do you say "good morning number ${i}" in Darija?`,
        content: `I hear several forms of it in Casablanca, version ${i}.`,
        language: 'en',
        targetLanguage: 'dz',
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => t?.close());

  describe('client files', () => {
    it('sends the brotli copy of a hashed asset to a client that accepts it', async () => {
      const res = await raw(`${t.url}/assets/app-1234abcd.js`, {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(varies(res, 'Accept-Encoding')).toBe(true);
      expect(res.headers.etag).toBeDefined();
      // Compressed once: one brotli decoding gives the file back.
      expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
      expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    });

    it('sends the gzip copy when brotli is not accepted', async () => {
      const res = await raw(`${t.url}/assets/style-1234abcd.css`, {
        'accept-encoding': 'gzip, br;q=0',
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^text\/css/);
      expect(varies(res, 'Accept-Encoding')).toBe(true);
      expect(gunzipSync(res.body).toString()).toBe(STYLE);
    });

    it('sends the file itself to a client that accepts no encoding', async () => {
      const res = await raw(`${t.url}/assets/app-1234abcd.js`, {
        'accept-encoding': 'identity',
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res, 'Accept-Encoding')).toBe(true);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body.toString()).toBe(SCRIPT);
    });

    it('revalidates a precompressed asset with its ETag', async () => {
      const headers = { 'accept-encoding': 'br' };
      const first = await raw(`${t.url}/assets/app-1234abcd.js`, headers);
      const again = await raw(`${t.url}/assets/app-1234abcd.js`, {
        ...headers,
        'if-none-match': String(first.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('answers HEAD with the headers of the compressed copy', async () => {
      const res = await raw(
        `${t.url}/assets/app-1234abcd.js`,
        { 'accept-encoding': 'br' },
        'HEAD',
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.body.length).toBe(0);
    });

    it('falls back to the file itself when its copy disappeared after start', async () => {
      const url = `${t.url}/assets/lost-1234abcd.js`;
      expect(
        (await raw(url, { 'accept-encoding': 'br' })).headers[
          'content-encoding'
        ],
      ).toBe('br');
      rmSync(path.join(clientDir, 'assets', 'lost-1234abcd.js.br'));
      const res = await raw(url, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      // Compressed on the fly instead, by the compression middleware.
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    });

    it('does not serve the copies under their own names', async () => {
      const res = await raw(`${t.url}/assets/app-1234abcd.js.br`);
      expect(res.status).toBe(404);
    });

    it("sends the page template's address home, with its query", async () => {
      for (const [url, home] of [
        ['/index.html', '/'],
        ['/index.html?search=salam', '/?search=salam'],
        ['//index.html', '/'],
        ['/%69ndex.html', '/'],
        ['/./index.html', '/'],
        ['/assets/../index.html', '/'],
      ]) {
        const res = await raw(`${t.url}${url}`, { accept: 'text/html' });
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(home);
      }
    });

    it('answers a range past the end of a file 416 with its length, kept by no cache, in every encoding', async () => {
      for (const [file, encoding] of [
        ['app-1234abcd.js', 'br'],
        ['app-1234abcd.js', 'gzip'],
        ['app-1234abcd.js', 'identity'],
        ['tiny-1234abcd.js', 'br'],
      ]) {
        const res = await raw(`${t.url}/assets/${file}`, {
          'accept-encoding': encoding,
          range: 'bytes=99999999-',
        });
        expect({ file, encoding, status: res.status }).toEqual({
          file,
          encoding,
          status: 416,
        });
        expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(res.body.toString()).code).toBe(
          'range_not_satisfiable',
        );
      }
      // A range inside the file is served.
      const part = await raw(`${t.url}/assets/tiny-1234abcd.js`, {
        'accept-encoding': 'identity',
        range: 'bytes=0-5',
      });
      expect(part.status).toBe(206);
      expect(part.body.toString()).toBe('export');
    });

    it('answers other methods than GET and HEAD on a page or a file 405 with Allow, and leaves the server its routes', async () => {
      for (const [method, url] of [
        ['POST', '/about'],
        ['PUT', '/fr/translator'],
        ['DELETE', '/question/12'],
        ['PATCH', '/'],
        ['POST', '/assets/app-1234abcd.js'],
      ]) {
        const res = await raw(`${t.url}${url}`, { origin: t.url }, method);
        expect({ method, url, status: res.status }).toEqual({
          method,
          url,
          status: 405,
        });
        expect(res.headers.allow).toBe('GET, HEAD');
        expect(JSON.parse(res.body.toString()).code).toBe('method_not_allowed');
      }
      // The contact page is read, and posted to: both named, for any other method.
      for (const method of ['PUT', 'OPTIONS']) {
        const other = await raw(`${t.url}/contact`, { origin: t.url }, method);
        expect(other.status).toBe(405);
        expect(other.headers.allow).toBe('GET, HEAD, POST');
      }
      const options = await raw(`${t.url}/about`, { origin: t.url }, 'OPTIONS');
      expect(options.status).toBe(405);
      expect(options.headers.allow).toBe('GET, HEAD');
      // The contact form posts to the contact page's address.
      const contact = await raw(
        `${t.url}/contact`,
        { origin: t.url, 'content-type': 'application/json' },
        'POST',
      );
      expect(contact.status).toBe(400);
      // No page there: 404 as before.
      expect(
        (await raw(`${t.url}/nothing-here`, { origin: t.url }, 'POST')).status,
      ).toBe(404);
    });

    it('answers an address holding an encoded NUL: the 404 page for a page, a JSON 400 for the API, never a 500', async () => {
      for (const url of ['/question/%00', '/fr/%00abc', '/question/1%00']) {
        const res = await raw(`${t.url}${url}`, { accept: 'text/html' });
        expect({ url, status: res.status }).toEqual({ url, status: 404 });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
      const api = await raw(`${t.url}/api/questions/%00`);
      expect(api.status).toBe(400);
      expect(JSON.parse(api.body.toString()).message).toBe(
        'The URL must not contain NUL characters',
      );
      for (const [method, url, status] of [
        ['POST', '/x%00.txt', 404],
        ['PUT', '/assets/a%00.js', 404],
        ['POST', '/question/%00', 405],
      ] as const) {
        const res = await raw(`${t.url}${url}`, { origin: t.url }, method);
        expect({ method, url, status: res.status }).toEqual({
          method,
          url,
          status,
        });
        expect(JSON.parse(res.body.toString()).statusCode).toBe(res.status);
      }
    });

    it('answers request headers over 16 kB with a JSON 431 and closes the connection', async () => {
      const res = await raw(`${t.url}/api/questions`, {
        'x-padding': 'a'.repeat(20_000),
      });
      expect(res.status).toBe(431);
      expect(res.headers.connection).toBe('close');
      expect(JSON.parse(res.body.toString())).toEqual({
        statusCode: 431,
        code: 'bad_request',
        message:
          "The request's address and headers are larger than the 16 kB limit",
        error: 'Request Header Fields Too Large',
      });
      // A request line Node cannot parse gets the same shape, as a 400.
      const garbled = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1');
        let text = '';
        socket.on('data', (part) => (text += part.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      });
      expect(garbled).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(JSON.parse(garbled.split('\r\n\r\n')[1]).message).toBe(
        'The request could not be read',
      );
    });

    it("sends a page's address written in capitals or percent-encoded to the page's own, and any case of /api to the API", async () => {
      for (const [url, page] of [
        ['/About', '/about'],
        ['/%61bout', '/about'],
        ['/FR/Translator?text=salam', '/fr/translator?text=salam'],
        ['/QUESTION/12', '/question/12'],
        ['/Moroccan-Darija/', '/moroccan-darija/'],
      ]) {
        const res = await raw(`${t.url}${url}`, { accept: 'text/html' });
        expect({ url, status: res.status }).toEqual({ url, status: 301 });
        expect(res.headers.location).toBe(page);
      }
      expect(
        (await raw(`${t.url}/Nothing`, { accept: 'text/html' })).status,
      ).toBe(404);
      const api = await raw(`${t.url}/API/questions?limit=1`, {
        accept: 'text/html',
      });
      expect(api.status).toBe(200);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
    });

    it('serves a file without copies as it is, with the long cache', async () => {
      const res = await raw(`${t.url}/assets/tiny-1234abcd.js`, {
        'accept-encoding': 'br, gzip',
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body.toString()).toBe('export {};');
    });

    it('compresses the page, never caches it without revalidation, and preloads its route', async () => {
      const res = await raw(`${t.url}/`, { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = gunzipSync(res.body).toString();
      // A guest's home page has a first frame: its preloads wait for it to paint.
      expect(heldForStart(html)).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-aaaa1111.js">',
      );
      expect(html).toContain('href="/assets/shared-cccc3333.js"');
      expect(html).not.toContain('QuestionPage');
    });

    it('preloads the page chunk and stylesheet of each route, in both locales', async () => {
      const question = await (await fetch(`${t.url}/fr/question/12`)).text();
      expect(question).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/QuestionPage-bbbb2222.js">',
      );
      expect(question).not.toContain('HomePage');
      const translator = await (await fetch(`${t.url}/translator`)).text();
      expect(translator).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/translator-eeee5555.css">',
      );
      const missing = await fetch(`${t.url}/no/such/page`);
      expect(missing.status).toBe(404);
      // No route's chunks: only what index.html itself names.
      expect(await missing.text()).not.toMatch(/Page-[0-9a-f]+\.js/);

      // A file name nobody serves: the 404 page for a browser's page request,
      // a plain 404 for anything else and for a missing asset.
      const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
      for (const path of ['/fr/sitemap.xml', '/about.html']) {
        const html = await fetch(`${t.url}${path}`, { headers: page });
        expect(html.status).toBe(404);
        expect(html.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await html.text()).toContain('<div id="root">');
        const other = await fetch(`${t.url}${path}`);
        expect(other.status).toBe(404);
        expect(other.headers.get('content-type')).toMatch(/^application\/json/);
      }
      const asset = await fetch(`${t.url}/assets/gone-1234abcd.js`, {
        headers: page,
      });
      expect(asset.status).toBe(404);
      expect(asset.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it("writes the translator pages' own title, description and keywords into their first HTML", async () => {
      const english = await (await fetch(`${t.url}/translator/`)).text();
      expect(english).toContain(
        '<title>Arabic Dialect Translator | Dialect Community</title>',
      );
      expect(english).toContain(
        '<meta name="description" content="Free Arabic dialect translator." />',
      );
      expect(english).toContain(
        '<meta name="keywords" content="Darija translator, Arabic &#60;dialects&#62;" />',
      );
      expect(english).toContain(
        '<meta property="og:title" content="Arabic Dialect Translator | Dialect Community" />',
      );
      const french = await (await fetch(`${t.url}/fr/egyptian-arabic`)).text();
      expect(french).toContain('<html lang="fr"');
      expect(french).toContain(
        '<title>Traducteur arabe égyptien | Dialect Community</title>',
      );
      expect(french).toContain(
        'content="Traducteur gratuit en arabe égyptien : traduisez de l&#39;anglais."',
      );
      // Pages without a built head keep theirs.
      const other = await (await fetch(`${t.url}/egyptian-arabic`)).text();
      expect(other).not.toContain('name="keywords"');
      expect(other).toContain('<title>Dialect Community</title>');
    });

    it('describes French pages in French in their first HTML', async () => {
      for (const page of ['/fr', '/fr/auth']) {
        const html = await (await fetch(`${t.url}${page}`)).text();
        expect(html).toContain('<html lang="fr"');
        expect(html).toMatch(
          /<meta\s+name="description"\s+content="Communauté d&#39;apprentissage des langues/,
        );
      }
      // English pages keep index.html's own description.
      const english = await (await fetch(`${t.url}/`)).text();
      expect(english).toContain(
        '<meta name="description" content="default" />',
      );
    });

    it("preloads a French page's catalogues, not the English ones", async () => {
      const french = await (await fetch(`${t.url}/fr/about`)).text();
      expect(french).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/fr-2222bbbb.js">',
      );
      expect(french).toContain('href="/assets/pages.fr-3333cccc.js"');
      expect(french).toContain('href="/assets/AboutPage-ffff6666.js"');
      expect(french).not.toContain('pages.en');
      const english = await (await fetch(`${t.url}/about`)).text();
      expect(english).toContain('href="/assets/pages.en-1111aaaa.js"');
      expect(english).not.toContain('fr-2222bbbb');
      expect(english).not.toContain('pages.fr');
    });
  });

  describe('a new build under a running server', () => {
    it('serves pages of the new build, never naming chunks it deleted', async () => {
      const index = path.join(clientDir, 'index.html');
      const frames = path.join(clientDir, '.vite', 'first-frames.json');
      expect(await (await fetch(`${t.url}/about`)).text()).toContain(
        '/assets/index-abcd1234.js',
      );
      try {
        writeFileSync(
          index,
          INDEX_HTML.replace('index-abcd1234.js', 'index-9876fedc.js'),
        );
        writeFileSync(
          frames,
          JSON.stringify({
            ...FIRST_FRAMES,
            '/about': '<h1>About, rebuilt</h1>',
          }),
        );
        const later = new Date(Date.now() + 5000);
        utimesSync(index, later, later);
        utimesSync(frames, later, later);
        const html = await (await fetch(`${t.url}/about`)).text();
        expect(html).toContain('/assets/index-9876fedc.js');
        expect(html).not.toContain('index-abcd1234');
        expect(html).toContain('About, rebuilt');
      } finally {
        writeFileSync(index, INDEX_HTML);
        writeFileSync(frames, JSON.stringify(FIRST_FRAMES));
        const after = new Date(Date.now() + 10_000);
        utimesSync(index, after, after);
        utimesSync(frames, after, after);
      }
      expect(await (await fetch(`${t.url}/about`)).text()).toContain(
        '/assets/index-abcd1234.js',
      );
    });
  });

  describe("pages' first frames", () => {
    const root = (html: string) => /<div id="root"[^>]*>/.exec(html)?.[0];

    it("sends a guest the page's first frame inside #root, inert until the app runs", async () => {
      const res = await raw(`${t.url}/`);
      expect(res.status).toBe(200);
      const html = res.body.toString();
      expect(root(html)).toBe('<div id="root" inert data-first-frame>');
      // As built, replacement patterns included.
      expect(html).toContain(`${FIRST_FRAMES['/']}</div>`);
      expect(varies(res, 'Cookie')).toBe(true);
      // The page paints without them: the app's code and the page's reads
      // are fetched once the frame is on screen, held until then in a template
      // an inline script adds to the head.
      const held = heldForStart(html);
      expect(held).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/index-abcd1234.js" data-app-entry>',
      );
      // The entry's own imports run first, each in its own task, then the entry.
      expect(held).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/react-5555eeee.js" data-app-dep>',
      );
      expect(held).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-aaaa1111.js">',
      );
      const outside = html.replace(
        /<template id="app-start">.*?<\/template>/s,
        '',
      );
      expect(outside).not.toMatch(/rel="modulepreload"|<script[^>]* src=/);
      // The page's reads stay preloaded from the HTML: small, and ready when the app starts.
      expect(outside).toContain('<link rel="preload" as="fetch"');
      expect(held).not.toContain('<link rel="preload" as="fetch"');
      // The inline script is the one the policy allows by its hash.
      const inline = /<script type="module">(.*?)<\/script>/s.exec(html)?.[1];
      expect(inline).toContain('first-contentful-paint');
      const hash = createHash('sha256')
        .update(inline ?? '')
        .digest('base64');
      expect(res.headers['content-security-policy']).toMatch(
        new RegExp(
          `script-src 'self' '${`sha256-${hash}`.replace(/[+/]/g, '\\$&')}'`,
        ),
      );
      const french = await (await fetch(`${t.url}/fr`)).text();
      expect(french).toContain(FIRST_FRAMES['/fr']);
      expect(french).not.toContain(FIRST_FRAMES['/']);
      // A route's frame serves each of its pages.
      for (const id of ['987653', '987654'])
        expect(await (await fetch(`${t.url}/question/${id}`)).text()).toContain(
          FIRST_FRAMES['/question/:id'],
        );
    });

    it('sends no first frame to a member, nor with a query string, nor for a page without one', async () => {
      const cookie = `${member.sessionCookieName}=${member.sessionCookie}`;
      const signedIn = (await raw(`${t.url}/`, { cookie })).body.toString();
      expect(root(signedIn)).toBe('<div id="root">');
      expect(signedIn).not.toContain('Questions');
      expect(signedIn).not.toContain('app-start');
      expect(signedIn).toContain(
        '<script type="module" crossorigin src="/assets/index-abcd1234.js"></script>',
      );
      for (const url of [
        '/?lang=fr',
        '/?q=hello',
        '/translator',
        '/fr/question/12',
        '/question/12?sort=new',
      ]) {
        const html = await (await fetch(`${t.url}${url}`)).text();
        expect(root(html)).toBe('<div id="root">');
      }
      const missing = await fetch(`${t.url}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(root(await missing.text())).toBe('<div id="root">');
    });
  });

  describe("a question page's frame, rendered with the question", () => {
    /** Asks a question (and answers it) as the member; its id. */
    const ask = async (title: string, answer?: string): Promise<number> => {
      const { id } = fixtureBody<{ id: number }>(
        await member.post('/api/questions', {
          title,
          content: 'Said in Fes, Meknes and Casablanca alike.',
          language: 'en',
          targetLanguage: 'dz',
        }),
      );
      if (answer)
        fixtureBody(
          await member.post('/api/answers', {
            questionId: id,
            content: answer,
          }),
        );
      return id;
    };
    const readsOf = (html: string): unknown => {
      const json =
        /<script type="application\/json" id="first-frame-reads">(.*?)<\/script>/s.exec(
          html,
        )?.[1];
      return json === undefined ? undefined : JSON.parse(json);
    };
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch"[^>]* href="([^"]+)">/g)]
        .map((match) => match[1])
        .filter(
          (url) => !html.slice(0, html.indexOf(url)).includes('app-start'),
        );

    it('sends a guest the question and its answers in the frame, and the reads it was rendered with', async () => {
      const id = await ask(
        'How do you say "</script><b>welcome</b>" in Darija?',
        'We say "marhba bik", and "ahlan" among friends.',
      );
      const res = await raw(`${t.url}/question/${id}`);
      expect(res.status).toBe(200);
      const html = res.body.toString();
      expect(html).toContain(
        `<div id="root" inert data-first-frame><article data-path="/question/${id}"`,
      );
      expect(html).toContain(
        '<h1>How do you say &#34;&#60;/script&#62;&#60;b&#62;welcome&#60;/b&#62;&#34; in Darija?</h1>',
      );
      expect(html).toContain('<p>We say &#34;marhba bik&#34;');
      expect(html).not.toContain(FIRST_FRAMES['/question/:id']);
      // The reads, after #root (the app replaces what is inside), exactly as
      // the API answers a guest; no `<` that could end the element early.
      const block =
        /<\/div><script type="application\/json" id="first-frame-reads">(.*?)<\/script>/s.exec(
          html,
        )?.[1];
      expect(block).toBeDefined();
      expect(block).not.toContain('<');
      const guest = new ApiClient(t.url);
      expect(readsOf(html)).toEqual({
        [`/api/questions/${id}`]: (await guest.get(`/api/questions/${id}`))
          .body,
        [`/api/questions/${id}/answers`]: (
          await guest.get(`/api/questions/${id}/answers`)
        ).body,
      });
      // What came with the page is not preloaded to be fetched again.
      expect(html).toContain('href="/api/user"');
      expect(html).not.toContain(`href="/api/questions/${id}"`);
      expect(html).not.toContain(`href="/api/questions/${id}/answers"`);

      const french = await raw(`${t.url}/fr/question/${id}`);
      expect(french.status).toBe(404);
      expect(readsOf(french.body.toString())).toBeUndefined();
    });

    it('keeps a rendered frame while its question is unchanged, and renders it afresh once it changes', async () => {
      const id = await ask('How do you say "see you tomorrow" in Darija?');
      const rendered = async () =>
        /data-rendered="(\d+)"/.exec(
          (await raw(`${t.url}/question/${id}`)).body.toString(),
        )?.[1];
      const first = await rendered();
      expect(first).toBeDefined();
      expect(await rendered()).toBe(first);
      fixtureBody(
        await member.post('/api/answers', {
          questionId: id,
          content: 'We say "ntlaqaw ghedda", or "bslama, ghedda".',
        }),
      );
      const after = await raw(`${t.url}/question/${id}`);
      expect(after.body.toString()).toContain('ntlaqaw ghedda');
      expect(/data-rendered="(\d+)"/.exec(after.body.toString())?.[1]).not.toBe(
        first,
      );
    });

    it("sends the build's frame and preloads when the page cannot be rendered, and no rendered frame to a member", async () => {
      const id = await ask('Why is there no frame for this question?');
      const html = (await raw(`${t.url}/question/${id}`)).body.toString();
      expect(html).toContain(FIRST_FRAMES['/question/:id']);
      expect(readsOf(html)).toBeUndefined();
      expect(preloaded(html)).toEqual([
        '/api/user',
        `/api/questions/${id}`,
        `/api/questions/${id}/answers`,
      ]);
      const cookie = `${member.sessionCookieName}=${member.sessionCookie}`;
      const other = await ask('How do you say "thank you" in Darija?');
      const signedIn = (
        await raw(`${t.url}/question/${other}`, { cookie })
      ).body.toString();
      expect(signedIn).toContain('<div id="root"></div>');
      expect(readsOf(signedIn)).toBeUndefined();
      expect(signedIn).toContain(`href="/api/questions/${other}"`);
    });
  });

  describe('API responses', () => {
    it('compresses JSON over 1 kB and leaves small JSON alone', async () => {
      const list = await raw(`${t.url}/api/questions`, {
        'accept-encoding': 'gzip',
      });
      expect(list.status).toBe(200);
      expect(list.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(list.body).toString());
      expect(body.questions.length).toBeGreaterThanOrEqual(6);
      expect(gunzipSync(list.body).length).toBeGreaterThan(1024);

      const health = await raw(`${t.url}/api/health`, {
        'accept-encoding': 'gzip',
      });
      expect(health.body.length).toBeLessThan(1024);
      expect(health.headers['content-encoding']).toBeUndefined();
    });

    it("lets a guest's read be revalidated: ETag, then 304 while unchanged", async () => {
      const first = await raw(`${t.url}/api/questions`);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, must-revalidate',
      );
      expect(varies(first, 'Cookie')).toBe(true);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);

      const again = await raw(`${t.url}/api/questions`, {
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);

      // A new question changes the list, so the old ETag no longer matches.
      await member.post('/api/questions', {
        title: 'What does "bslama" mean exactly?',
        language: 'en',
        targetLanguage: 'dz',
      });
      const changed = await raw(`${t.url}/api/questions`, {
        'if-none-match': etag,
      });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it("never caches a signed-in member's responses nor answers them 304", async () => {
      const guest = await raw(`${t.url}/api/questions`);
      const etag = String(guest.headers.etag);
      const cookie = `${member.sessionCookieName}=${member.sessionCookie}`;

      const res = await raw(`${t.url}/api/questions`, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();

      const revalidated = await raw(`${t.url}/api/questions`, {
        cookie,
        'if-none-match': etag,
      });
      expect(revalidated.status).toBe(200);
      expect(JSON.parse(revalidated.body.toString()).questions.length).toBe(
        JSON.parse(guest.body.toString()).questions.length,
      );

      const me = await raw(`${t.url}/api/user`, { cookie });
      expect(me.status).toBe(200);
      expect(me.headers['cache-control']).toBe('private, no-store');
      expect(me.headers.etag).toBeUndefined();
    });

    it('never caches a response that sets a cookie, nor a failed read', async () => {
      const visitor = new ApiClient(t.url);
      const { account } = await visitor.register();
      const login = await new ApiClient(t.url).post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.headers.get('set-cookie')).toBeTruthy();
      expect(login.headers.get('cache-control')).toBe('private, no-store');

      const missing = await raw(`${t.url}/api/questions/999999`);
      expect(missing.status).toBe(404);
      expect(missing.headers['cache-control']).toBe('private, no-store');
      expect(missing.headers.etag).toBeUndefined();
    });

    it('does not compress the already gzipped sitemap a second time', async () => {
      const res = await raw(`${t.url}/sitemap.xml`, {
        'accept-encoding': 'gzip',
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toMatch(/^<\?xml/);
    });
  });
  describe("guests' reads answered from memory", () => {
    /** Renames a question behind the app's back: only a fresh read shows it. */
    const renameInDatabase = async (id: number, title: string) =>
      sql(t.db.url, 'UPDATE questions SET title = $2 WHERE id = $1', [
        id,
        title,
      ]);
    const titleOf = (res: RawResponse) =>
      (JSON.parse(res.body.toString()) as { title: string }).title;
    let id = 0;

    beforeAll(async () => {
      const res = await member.post('/api/questions', {
        title: 'Is "bezzaf" used in Algeria as well?',
        language: 'en',
        targetLanguage: 'dz',
      });
      expect(res.status).toBe(201);
      id = (res.body as { id: number }).id;
    });

    it("answers a guest's repeated read from memory until it expires", async () => {
      const first = await raw(`${t.url}/api/questions/${id}`);
      expect(first.status).toBe(200);
      await renameInDatabase(id, 'Renamed behind the cache');

      const kept = await raw(`${t.url}/api/questions/${id}`);
      expect(kept.status).toBe(200);
      expect(titleOf(kept)).toBe(titleOf(first));
      expect(kept.headers.etag).toBe(first.headers.etag);
      expect(kept.headers['cache-control']).toBe(
        first.headers['cache-control'],
      );
      expect(kept.headers['content-security-policy']).toBe(
        first.headers['content-security-policy'],
      );
      // Each response still has its own request id.
      expect(kept.headers['x-request-id']).not.toBe(
        first.headers['x-request-id'],
      );

      // A member always reads the database.
      const cookie = `${member.sessionCookieName}=${member.sessionCookie}`;
      const signedIn = await raw(`${t.url}/api/questions/${id}`, { cookie });
      expect(titleOf(signedIn)).toBe('Renamed behind the cache');

      await new Promise((resolve) =>
        setTimeout(resolve, t.config.guestCacheTtlMs + 50),
      );
      const expired = await raw(`${t.url}/api/questions/${id}`);
      expect(titleOf(expired)).toBe('Renamed behind the cache');
    });

    it('answers 304 from memory to a matching If-None-Match, and keeps each encoding apart', async () => {
      const plain = await raw(`${t.url}/api/questions`);
      const etag = String(plain.headers.etag);
      const again = await raw(`${t.url}/api/questions`, {
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);

      const gzipped = await raw(`${t.url}/api/questions`, {
        'accept-encoding': 'gzip',
      });
      const gzippedAgain = await raw(`${t.url}/api/questions`, {
        'accept-encoding': 'gzip',
      });
      for (const res of [gzipped, gzippedAgain]) {
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(res.body).toString()).toBe(plain.body.toString());
      }
      expect(Number(gzippedAgain.headers['content-length'])).toBe(
        gzippedAgain.body.length,
      );
      const plainAgain = await raw(`${t.url}/api/questions`);
      expect(plainAgain.headers['content-encoding']).toBeUndefined();
      expect(plainAgain.body.equals(plain.body)).toBe(true);
    });

    it('forgets what it kept as soon as a write succeeds', async () => {
      const before = await raw(`${t.url}/api/questions/${id}`);
      await renameInDatabase(id, 'Renamed before an answer');
      const answer = await member.post('/api/answers', {
        questionId: id,
        content: 'Yes, you hear it every day in Algiers too.',
      });
      expect(answer.status).toBe(201);
      const after = await raw(`${t.url}/api/questions/${id}`);
      expect(titleOf(before)).not.toBe('Renamed before an answer');
      expect(titleOf(after)).toBe('Renamed before an answer');
      const answers = await raw(`${t.url}/api/questions/${id}/answers`);
      expect(answers.body.toString()).toContain('every day in Algiers');
    });

    it('keeps what it holds when someone signs up, in or out', async () => {
      const before = await raw(`${t.url}/api/questions/${id}`);
      await renameInDatabase(id, 'Renamed before a sign-up');
      const newcomer = new ApiClient(t.url);
      const { account } = await newcomer.register();
      expect((await newcomer.post('/api/logout')).status).toBeLessThan(300);
      const back = await newcomer.post('/api/login', {
        email: account.email,
        password: account.password,
      });
      expect(back.status).toBe(200);
      const after = await raw(`${t.url}/api/questions/${id}`);
      expect(titleOf(after)).toBe(titleOf(before));
      expect(titleOf(after)).not.toBe('Renamed before a sign-up');
    });

    it("keeps a guest's search until a write, but not failed reads nor HEAD requests", async () => {
      const search = `${t.url}/api/questions?search=bezzaf`;
      const idsIn = (res: RawResponse) =>
        (
          JSON.parse(res.body.toString()) as { questions: { id: number }[] }
        ).questions.map((q) => q.id);
      await renameInDatabase(id, 'Is "bezzaf" understood in Oran?');
      const found = await raw(search);
      expect(found.status).toBe(200);
      expect(idsIn(found)).toContain(id);
      await renameInDatabase(id, 'Renamed away from the search term');
      const kept = await raw(search);
      expect(kept.headers.etag).toBe(found.headers.etag);
      expect(idsIn(kept)).toContain(id);
      // A member's search shares the page kept (SearchOrderCache), reading
      // only their likes: the same question, under the title it was found by.
      const cookie = `${member.sessionCookieName}=${member.sessionCookie}`;
      const members = JSON.parse(
        (await raw(search, { cookie })).body.toString(),
      ) as { questions: { id: number; title: string }[] };
      expect(members.questions.find((q) => q.id === id)?.title).toBe(
        'Is "bezzaf" understood in Oran?',
      );
      // Any write empties the cache: the next guest's search is fresh.
      const other = await member.post('/api/questions', {
        title: 'How do you say "see you tomorrow" in Oran?',
        language: 'en',
        targetLanguage: 'dz',
      });
      expect(other.status).toBe(201);
      expect(idsIn(await raw(search))).not.toContain(id);

      const missing = `${t.url}/api/questions/${id + 1000}`;
      expect((await raw(missing)).status).toBe(404);
      expect((await raw(missing)).status).toBe(404);

      const head = await raw(`${t.url}/api/questions/${id}`, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    });
  });

  describe("a guest's first read of a question or its answers, sent without the framework's routing", () => {
    let english = 0;
    let french = 0;
    /** The headers that must match: all but those of one response alone. */
    const sameFor = (res: RawResponse) => {
      const headers = { ...res.headers };
      delete headers.date;
      delete headers['x-request-id'];
      return headers;
    };
    const ask = async (path: string, title: string) => {
      const res = await member.post(path, {
        title,
        language: 'en',
        targetLanguage: 'dz',
      });
      expect(res.status).toBe(201);
      const id = (res.body as { id: number }).id;
      // Answers over 1 kB in all, so they are sent compressed.
      for (let i = 0; i < 4; i++) {
        const answer = await member.post(path.replace('questions', 'answers'), {
          questionId: id,
          content: `Answer ${i}: ${'you say it this way in Fes and Meknes. '.repeat(8)}`,
        });
        expect(answer.status).toBe(201);
      }
      return id;
    };

    beforeAll(async () => {
      english = await ask('/api/questions', 'How do you say "welcome" here?');
      french = await ask('/api/fr/questions', 'Comment dit-on « bienvenue » ?');
    });
    afterEach(() => jest.restoreAllMocks());

    it('sends what the route sends: the same status, headers and bytes, in every encoding and both locales', async () => {
      const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
      const encodings = ['', 'gzip', 'br', 'gzip, deflate, br', 'identity'];
      const seen = new Set<string>();
      for (const path of [
        `/api/questions/${english}`,
        `/api/questions/${english}/answers`,
        `/api/fr/questions/${french}`,
        `/api/fr/questions/${french}/answers`,
      ]) {
        for (const encoding of encodings) {
          const headers: Record<string, string> = encoding
            ? { 'accept-encoding': encoding }
            : {};
          guard.mockClear();
          const direct = await raw(`${t.url}${path}`, headers);
          expect([path, encoding, guard.mock.calls.length]).toEqual([
            path,
            encoding,
            0,
          ]);
          // With a query, the route answers it through the framework.
          const routed = await raw(`${t.url}${path}?via=route`, headers);
          expect(guard).toHaveBeenCalled();
          expect(direct.status).toBe(200);
          expect(sameFor(direct)).toEqual(sameFor(routed));
          expect(direct.body.equals(routed.body)).toBe(true);
          seen.add(String(direct.headers['content-encoding'] ?? 'none'));
        }
      }
      // The answers were compressed, the small questions were not.
      expect([...seen].sort()).toEqual(['br', 'gzip', 'none']);
    });

    it("answers 304 to the route's ETag, and leaves a missing question, a bad id or a failed read to the route", async () => {
      const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
      const path = `/api/questions/${english}`;
      const etag = String(
        (await raw(`${t.url}${path}?via=route`)).headers.etag,
      );
      guard.mockClear();
      const revalidated = await raw(`${t.url}${path}`, {
        'accept-encoding': 'deflate',
        'if-none-match': etag,
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
      expect(guard).not.toHaveBeenCalled();

      for (const missing of [
        '/api/questions/999999',
        '/api/questions/999999/answers',
        '/api/fr/questions/00',
        `/api/fr/questions/${english}`,
      ]) {
        guard.mockClear();
        const res = await raw(`${t.url}${missing}`);
        expect([missing, res.status]).toEqual([missing, 404]);
        expect(JSON.parse(res.body.toString())).toMatchObject({
          statusCode: 404,
        });
        expect(guard).toHaveBeenCalled();
      }

      // The read fails once: the route reads again and answers.
      const read = jest
        .spyOn(QuestionsService.prototype, 'findForPage')
        .mockRejectedValueOnce(new Error('connection lost'));
      guard.mockClear();
      const retried = await raw(`${t.url}${path}`, {
        'accept-encoding': 'gzip;q=0.5',
      });
      expect(retried.status).toBe(200);
      expect(JSON.parse(gunzipOrPlain(retried)).id).toBe(english);
      expect(read).toHaveBeenCalledTimes(2);
      expect(guard).toHaveBeenCalled();
    });
  });
});
