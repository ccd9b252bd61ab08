import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, {
  NextFunction,
  Request,
  RequestHandler,
  Response,
} from 'express';
import { allowedMethods } from '../common/allowed-methods';
import { sendError } from '../common/http-error';
import { PRIVATE_NO_STORE } from './http-cache';
import { canonicalClientPath, cleanClientPath } from './client-routes';
import {
  FrameRenderer,
  keepRenderedFrames,
  loadFrameRenderer,
  pageReadsScript,
  PageReads,
} from './page-frames';

/** Paths the server owns; everything else under GET may be a client route. */
const SERVER_PATHS =
  /^\/(api|socket\.io)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/i;

/** Only reading a page or a file of the build means anything. */
const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * 416 for a range past the end of a file of the build: `Content-Range`
 * (set by the file server) gives its length; nothing of the file's own
 * headers goes with it, and no cache keeps the answer.
 */
function rangeNotSatisfiable(res: Response): void {
  for (const name of [
    'Content-Encoding',
    'ETag',
    'Last-Modified',
    'Accept-Ranges',
  ])
    res.removeHeader(name);
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  sendError(
    res,
    416,
    'The range asked for is not in the file',
    'range_not_satisfiable',
  );
}

function isRangeError(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 416;
}

export interface PageHead {
  title: string;
  /** Without one, index.html's stays (and is the Open Graph description). */
  description?: string;
  /** `<meta name="keywords">`, added when given. */
  keywords?: string;
  type?: 'website' | 'article';
  /** The address names nothing that exists (a deleted question): the page is sent with 404. */
  notFound?: true;
}

/** A page's canonical path and, when it exists in both locales, each locale's path. */
export interface PageLinks {
  canonical: string;
  alternates?: { en: string; fr: string };
}

/** Control characters, which HTML text may not hold (tab and line breaks aside). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** index.html's description tag: its start, its text (escaped already) and its end. */
const DESCRIPTION = /(<meta\s+name="description"\s+content=")([^"]*)(")/;

/** Text for an HTML attribute or element: markup escaped, control characters left out. */
function escapeHtml(text: string): string {
  return text
    .replace(CONTROLS, '')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Fills index.html's language, title, description and Open Graph tags. Every
 * replacement is a function, never a replacement string: user text may hold
 * `$1`, `$&`, `` $` `` or `$'`, which a string replacement would expand into
 * other parts of the page.
 */
export function withHead(
  html: string,
  pathname: string,
  head?: PageHead,
  links?: { origin: string } & PageLinks,
): string {
  const french = pathname === '/fr' || pathname.startsWith('/fr/');
  let out = french
    ? html.replace(/<html lang="en"/, () => '<html lang="fr"')
    : html;
  const tags: string[] = [];
  if (head) {
    const title = escapeHtml(head.title);
    out = out.replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${title}</title>`,
    );
    const description =
      head.description === undefined
        ? (DESCRIPTION.exec(out)?.[2] ?? '')
        : escapeHtml(head.description);
    if (head.description !== undefined)
      out = out.replace(
        DESCRIPTION,
        (_match, open: string, _text: string, close: string) =>
          `${open}${description}${close}`,
      );
    if (head.keywords !== undefined)
      tags.push(
        `<meta name="keywords" content="${escapeHtml(head.keywords)}" />`,
      );
    tags.push(
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:type" content="${head.type ?? 'website'}" />`,
      `<meta property="og:locale" content="${french ? 'fr_FR' : 'en_US'}" />`,
      `<meta name="twitter:card" content="summary" />`,
    );
  }
  if (links) {
    const url = (p: string) => escapeHtml(links.origin + p);
    tags.push(`<link rel="canonical" href="${url(links.canonical)}" />`);
    if (links.alternates)
      tags.push(
        `<link rel="alternate" hreflang="en" href="${url(links.alternates.en)}" />`,
        `<link rel="alternate" hreflang="fr" href="${url(links.alternates.fr)}" />`,
        `<link rel="alternate" hreflang="x-default" href="${url(links.alternates.en)}" />`,
      );
  }
  if (tags.length === 0) return out;
  const block = tags.join('\n    ');
  return out.replace('</head>', () => `    ${block}\n  </head>`);
}

/** The build's `.vite/routes.json`: each route's chunks beyond the entry's. */
interface FileSet {
  js: string[];
  css: string[];
}

/** The build's `.vite/routes.json` (see frontend/scripts/build-plugins.ts). */
interface RouteFiles {
  routes: Record<string, FileSet>;
  /** By locale prefix (`fr`): what that locale's pages load beyond the entry, and its routes' files. */
  locales?: Record<string, { js: string[]; routes: Record<string, FileSet> }>;
}

/** `/question/:id` as a regular expression over clean paths. */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The tags that fetch a page's own code with the HTML: `modulepreload` for
 * its chunks, the stylesheet of its CSS (the client skips a stylesheet that
 * is already linked). A page under a locale prefix the build lists (`/fr/...`)
 * also gets that locale's catalogue, and its routes' own files in place of the
 * default locale's. Empty when the build has no routes file.
 */
export function routePreloadTags(
  routeFiles: RouteFiles | undefined,
  pathname: string,
): string[] {
  if (!routeFiles) return [];
  const clean = cleanClientPath(pathname);
  const prefix = pathname.split('/')[1];
  const locale = Object.hasOwn(routeFiles.locales ?? {}, prefix)
    ? routeFiles.locales?.[prefix]
    : undefined;
  const route = Object.entries(locale?.routes ?? routeFiles.routes).find(
    ([pattern]) => routePattern(pattern).test(clean),
  )?.[1];
  if (!route) return [];
  const href = (file: string) => escapeHtml(`/${file}`);
  return [
    ...route.css.map(
      (file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`,
    ),
    ...[...(locale?.js ?? []), ...route.js].map(
      (file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`,
    ),
  ];
}

export function withTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  const block = tags.join('\n    ');
  return html.replace('</head>', () => `    ${block}\n  </head>`);
}

/** Rendered frames kept: a minute, and a few hundred pages of ~30 kB at most. */
const FRAMES_KEPT = { ttlMs: 60_000, maxEntries: 300 };

const COMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Every file of the build with its precompressed copies, by URL path. */
function compressedCopies(distDir: string): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const url = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), url);
      for (const { encoding, suffix } of COMPRESSED)
        if (entry.isFile() && entry.name.endsWith(suffix)) {
          const original = url.slice(0, -suffix.length);
          const set = copies.get(original) ?? new Set<string>();
          set.add(encoding);
          copies.set(original, set);
        }
    }
  };
  walk(distDir, '');
  return copies;
}

/** Hashed files never change; the others (favicon) may, within an hour. */
function assetCacheControl(urlPath: string): string {
  return urlPath.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

export interface ClientAppOptions {
  distDir: string;
  /** Decides the HTTP status of a client path: 200 for a known route, 404 otherwise. */
  isKnownRoute: (pathname: string) => boolean;
  /** Lets features fill the page head (title, description, Open Graph) for a path. */
  renderHead?: (pathname: string) => Promise<PageHead | undefined>;
  /** Canonical and hreflang links of a path, written with the site's origin. */
  pageLinks?: (pathname: string) => PageLinks | undefined;
  /** The site's public origin for a request. */
  origin?: (req: Request) => string;
  /** API URLs a page reads as soon as it runs (path and query string): preloaded with the HTML. */
  apiPreloads?: (pathname: string, search: string) => string[];
  /**
   * Whether a request is a guest's (no session cookie): guests get the page's
   * first frame from the build, when it has one. Without it, no one does.
   */
  isGuest?: (req: Request) => boolean;
  /**
   * The API answers a guest's page is rendered with on the server (a question
   * page: the question and its answers), when the build ships its renderer;
   * undefined for a page whose frame is the build's own.
   */
  pageReads?: (pathname: string) => Promise<PageReads | undefined>;
  /** A page's frame could not be rendered (it is sent with the build's frame instead). */
  onFrameError?: (error: unknown, pathname: string) => void;
}

/**
 * `<link rel="preload" as="fetch">` for each URL, with the credentials mode of
 * the client's `fetch(url, { credentials: 'include' })` so the browser hands
 * the preloaded response to that call.
 */
/** The `?…` part of a URL, or ''. */
/** `/index.html` as the static files would read it: `//index.html`, `/%69ndex.html`, `/./index.html`. */
function isTemplatePath(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  return path.posix.normalize(decoded) === '/index.html';
}

function queryString(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}

/**
 * The page's first frame from the build (`.vite/first-frames.json`, see
 * frontend/scripts/prerender.mjs) inside #root, marked inert: it paints with
 * the HTML, and takes no input the app would drop when it replaces it.
 */
export function withFirstFrame(
  html: string,
  frame: string,
  after = '',
): string {
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" inert data-first-frame>${frame}</div>${after}`,
  );
}

interface FirstFrames {
  /** The frame of a path: by the path itself, else by its route (`/question/:id`). */
  frame(pathname: string): string | undefined;
}

/** The build's first frames (none when the build has no file of them). */
function readFirstFrames(file: string): FirstFrames {
  const byPath = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const byRoute = Object.entries(byPath)
    .filter(([route]) => route.includes('/:'))
    .map(([route, html]) => ({ pattern: routePattern(route), html }));
  return {
    frame: (pathname) =>
      Object.hasOwn(byPath, pathname)
        ? byPath[pathname]
        : byRoute.find(({ pattern }) => pattern.test(pathname))?.html,
  };
}

/**
 * Starts the app on a page sent with its first frame, once that frame is on
 * screen (the browser reports its first contentful paint after presenting
 * it), or after a second where no paint comes (a tab opened in the
 * background paints nothing until shown): it adds the page's preloads, held
 * in `<template id="app-start">` until then, and imports the entry's own
 * imports (`data-app-dep`: React and the other libraries every page needs)
 * one task each, then the entry (`data-app-entry`), so no one task runs
 * all of the app's top-level code. Beside it, a worker (`/intl-warmup.js`,
 * named after the page's language) loads the browser's locale data on a
 * thread of its own, so the app's first formatters do not load it on the
 * main thread. Starting that worker takes the main thread 4-27 ms on a
 * two-core host (unthrottled), and adding the preloads 3-16 ms: each has a
 * task of its own.
 */
export const START_AFTER_FIRST_PAINT =
  'let s=0;const go=()=>{if(s)return;s=1;' +
  'try{new Worker("/intl-warmup.js",{name:document.documentElement.lang})}catch{}' +
  'const h=[...document.getElementById("app-start").content.children];' +
  'const add=()=>{const l=h.shift();if(l){document.head.append(l);setTimeout(add);return}' +
  'const q=[...document.querySelectorAll("link[data-app-dep]"),document.querySelector("link[data-app-entry]")];' +
  'const next=()=>{const l=q.shift();if(l)import(l.href).then(()=>setTimeout(next))};next()};setTimeout(add)};' +
  'new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)go()})' +
  '.observe({type:"paint",buffered:!0});setTimeout(go,1e3)';

/** The Content-Security-Policy source that lets `START_AFTER_FIRST_PAINT` run inline. */
export const START_AFTER_FIRST_PAINT_SOURCE = `'sha256-${createHash('sha256')
  .update(START_AFTER_FIRST_PAINT)
  .digest('base64')}'`;

const MODULE_PRELOAD_TAG = /[ \t]*<link rel="modulepreload" [^>]*>\n?/g;
const ENTRY_SCRIPT =
  /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
/** The `modulepreload` links at the start of a text, one after another. */
const LEADING_MODULE_PRELOADS =
  /^(?:[ \t]*<link rel="modulepreload" [^>]*>\n?)*/;

/**
 * With a first frame the page paints from the HTML and its stylesheet alone;
 * the app's code and the page's reads only take over. They are fetched once
 * that frame is on screen (`START_AFTER_FIRST_PAINT`), so they neither take
 * the stylesheet's bandwidth nor hold the frame back.
 */
export function withAppAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  // The entry's own imports: the links the build wrote right after it.
  const afterEntry = html.slice(entry.index + entry[0].length);
  const deps = new Set(
    LEADING_MODULE_PRELOADS.exec(afterEntry)?.[0].match(MODULE_PRELOAD_TAG) ??
      [],
  );
  const preloads = html.match(MODULE_PRELOAD_TAG) ?? [];
  const held = [
    `<link rel="modulepreload" crossorigin href="${entry[1]}" data-app-entry>`,
    ...preloads.map((tag) =>
      deps.has(tag) ? tag.trim().replace(/>$/, ' data-app-dep>') : tag.trim(),
    ),
  ];
  const start =
    `    <template id="app-start">${held.join('')}</template>\n` +
    `    <script type="module">${START_AFTER_FIRST_PAINT}</script>\n`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD_TAG, '')
    .replace('</head>', () => `${start}  </head>`);
}

export function apiPreloadTags(urls: string[]): string[] {
  return urls.map(
    (url) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`,
  );
}

/**
 * Serves the built client: hashed assets with a long cache, index.html for
 * client routes (never for /api/*, which keep JSON 404s).
 */
export function clientApp(options: ClientAppOptions): RequestHandler[] {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const routesFile = path.join(options.distDir, '.vite', 'routes.json');
  const framesFile = path.join(options.distDir, '.vite', 'first-frames.json');
  const headsFile = path.join(options.distDir, '.vite', 'page-heads.json');
  const rendererFile = path.join(
    options.distDir,
    '.vite',
    'render',
    'render.cjs',
  );
  /** What is read from the build, once, until the build changes (see `sameBuild`). */
  let read: {
    html?: string;
    routes?: RouteFiles | null;
    copies?: Map<string, Set<string>>;
    frames?: FirstFrames;
    heads?: Record<string, PageHead>;
    renderer?: FrameRenderer | null;
  } = {};
  let stamp = '';
  /**
   * Forgets what was read when a new build replaced the files a page is made
   * of (index.html first, the first frames and heads last), so a page never
   * names chunks the new build deleted.
   */
  const sameBuild = (): void => {
    const now = [indexFile, framesFile, headsFile]
      .map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0)
      .join(' ');
    if (now !== stamp) read = {};
    stamp = now;
  };
  const page = (): string => (read.html ??= readFileSync(indexFile, 'utf8'));
  const routes = (): RouteFiles | undefined =>
    (read.routes ??= existsSync(routesFile)
      ? (JSON.parse(readFileSync(routesFile, 'utf8')) as RouteFiles)
      : null) ?? undefined;
  const compressed = () => (read.copies ??= compressedCopies(options.distDir));
  const firstFrame = (pathname: string): string | undefined =>
    (read.frames ??= readFirstFrames(framesFile)).frame(pathname);
  /** The build's frame renderer; none without `pageReads`, or when it fails to load. */
  const renderer = (): FrameRenderer | undefined => {
    if (!options.pageReads) return undefined;
    if (read.renderer === undefined)
      try {
        const loaded = loadFrameRenderer(rendererFile);
        read.renderer = loaded ? keepRenderedFrames(loaded, FRAMES_KEPT) : null;
      } catch (error) {
        read.renderer = null;
        options.onFrameError?.(error, rendererFile);
      }
    return read.renderer ?? undefined;
  };
  // Loaded now, not on the first question page a guest opens (~0.1 s).
  sameBuild();
  renderer();
  /** The head the build wrote for a page (translator and dialect pages), if any. */
  const builtHead = (pathname: string): PageHead | undefined => {
    const heads = (read.heads ??= existsSync(headsFile)
      ? (JSON.parse(readFileSync(headsFile, 'utf8')) as Record<
          string,
          PageHead
        >)
      : {});
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return Object.hasOwn(heads, clean) ? heads[clean] : undefined;
  };

  const serveStatic = express.static(options.distDir, {
    index: false,
    setHeaders(res, file) {
      const urlPath = `/${path.relative(options.distDir, file).split(path.sep).join('/')}`;
      res.setHeader('Cache-Control', assetCacheControl(urlPath));
    },
  });
  const assets: RequestHandler = (req, res, next) =>
    serveStatic(req, res, (error?: unknown) => {
      if (isRangeError(error) && !res.headersSent)
        return rangeNotSatisfiable(res);
      next(error);
    });

  const root = path.resolve(options.distDir);
  /** Whether a path names a file of the build. */
  const isBuiltFile = (urlPath: string): boolean => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return false;
    }
    // No file name holds a NUL (and the file system refuses to look one up).
    if (decoded.includes('\0')) return false;
    const file = path.join(root, decoded);
    return (
      file.startsWith(root + path.sep) &&
      statSync(file, { throwIfNoEntry: false })?.isFile() === true
    );
  };

  /**
   * A file with a brotli or gzip copy is sent as that copy when the client
   * accepts it (brotli first), with the original's type; the compression
   * middleware leaves a response that already has a Content-Encoding alone.
   */
  const precompressed = (
    req: Request,
    res: Response,
    next: NextFunction,
  ): boolean => {
    const available = compressed().get(req.path);
    if (!available) return false;
    res.vary('Accept-Encoding');
    const chosen = COMPRESSED.find(
      ({ encoding }) =>
        available.has(encoding) && req.acceptsEncodings(encoding) === encoding,
    );
    if (!chosen) return false;
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', chosen.encoding);
    // Relative to the build folder, which may itself sit in a dot-folder
    // (sendFile refuses dot segments only in the part it is given).
    res.sendFile(
      `${req.path.slice(1)}${chosen.suffix}`,
      {
        root: options.distDir,
        headers: { 'Cache-Control': assetCacheControl(req.path) },
        cacheControl: false,
      },
      (error) => {
        if (!error || res.headersSent) return;
        if (isRangeError(error)) return rangeNotSatisfiable(res);
        // The copy went missing: send the file itself.
        res.removeHeader('Content-Encoding');
        assets(req, res, next);
      },
    );
    return true;
  };

  const fallback: RequestHandler = (req, res, next) => {
    if (SERVER_PATHS.test(req.path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A page or a file is read: any other method is a 405 naming GET and
      // HEAD, with what a route of the server takes at the same path
      // (POST /contact), which it leaves to that route.
      if (!options.isKnownRoute(req.path) && !isBuiltFile(req.path))
        return next();
      const routes = allowedMethods(req.app, req.path);
      if (routes.includes(req.method)) return next();
      const allow = [...new Set([...PAGE_METHODS, ...routes])]
        .sort()
        .join(', ');
      res.setHeader('Allow', allow);
      return sendError(
        res,
        405,
        `${req.method} is not allowed on ${req.path}; it accepts ${allow}`,
        'method_not_allowed',
      );
    }
    // The same page written another way: its own address.
    const canonical = canonicalClientPath(req.path);
    if (canonical !== undefined)
      return res.redirect(301, `${canonical}${queryString(req.originalUrl)}`);
    // A file name that is not in the build: a plain 404, except for a page
    // a browser asks for (/fr/sitemap.xml, /about.html), which gets the 404 page.
    const lastSegment = req.path.split('/').pop() ?? '';
    if (
      lastSegment.includes('.') &&
      (req.path.startsWith('/assets/') ||
        !(req.headers.accept ?? '').includes('text/html'))
    )
      return next();
    sameBuild();
    const status = options.isKnownRoute(req.path) ? 200 : 404;
    const apiUrls =
      status === 200
        ? (options.apiPreloads?.(req.path, queryString(req.originalUrl)) ?? [])
        : [];
    const apiTags = apiPreloadTags(apiUrls);
    const routeTags =
      status === 200 ? routePreloadTags(routes(), req.path) : [];
    // The first frame is a guest's page without a query string (filters,
    // searches and members' pages render differently).
    const frame =
      status === 200 && options.isGuest ? firstFrame(req.path) : undefined;
    if (frame !== undefined) res.vary('Cookie');
    const shownFrame =
      queryString(req.originalUrl) === '' && options.isGuest?.(req)
        ? frame
        : undefined;
    const send = (
      html: string,
      head: PageHead | undefined,
      rendered?: { frame: string; reads: PageReads },
    ): void => {
      // A page whose record is missing (a question of the other locale) reads
      // nothing worth preloading: its reads answer 404, which a browser would
      // fetch a second time rather than reuse. Reads sent with the page are
      // not fetched again either.
      const preloads = head?.notFound
        ? []
        : apiTags.filter(
            (_tag, i) => !Object.hasOwn(rendered?.reads ?? {}, apiUrls[i]),
          );
      const out = withTags(html, [...preloads, ...routeTags]);
      const frame = rendered?.frame ?? shownFrame;
      res
        .status(head?.notFound ? 404 : status)
        .setHeader('Cache-Control', 'no-cache')
        .type('html')
        .send(
          frame === undefined
            ? out
            : withAppAfterFirstPaint(
                withFirstFrame(
                  out,
                  frame,
                  rendered ? pageReadsScript(rendered.reads) : '',
                ),
              ),
        );
    };
    /** The page's frame rendered with its reads, when it has them. */
    const render = async (
      reads: PageReads | undefined,
      head: PageHead | undefined,
    ) => {
      const frames = renderer();
      if (!reads || !frames || head?.notFound) return undefined;
      try {
        return { frame: await frames.renderFirstFrame(req.path, reads), reads };
      } catch (error) {
        options.onFrameError?.(error, req.path);
        return undefined;
      }
    };
    const found = status === 200 ? options.pageLinks?.(req.path) : undefined;
    const links =
      found && options.origin
        ? { origin: options.origin(req), ...found }
        : undefined;
    const built = status === 200 ? builtHead(req.path) : undefined;
    Promise.all([
      !options.renderHead || built ? built : options.renderHead(req.path),
      shownFrame !== undefined && renderer()
        ? options.pageReads?.(req.path)
        : undefined,
    ])
      .then(async ([head, reads]) =>
        send(
          withHead(page(), req.path, head, head?.notFound ? undefined : links),
          head,
          await render(reads, head),
        ),
      )
      .catch(next);
  };

  // API requests never look on disk.
  const staticFiles: RequestHandler = (req, res, next) => {
    if (SERVER_PATHS.test(req.path)) return next();
    if (req.method === 'GET' || req.method === 'HEAD') {
      // The page template is not a page: its address, however written, leads home.
      if (isTemplatePath(req.path))
        return res.redirect(301, `/${queryString(req.originalUrl)}`);
      // The copies themselves are not addressable.
      if (
        /\.(br|gz)$/.test(req.path) &&
        compressed().has(req.path.slice(0, -3))
      )
        return next();
      if (precompressed(req, res, next)) return;
    }
    assets(req, res, next);
  };

  return [staticFiles, fallback];
}
