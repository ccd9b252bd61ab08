import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { RequestHandler } from 'express';

/** Paths the server owns; everything else under GET may be a client route. */
const SERVER_PATHS = /^\/(api|socket\.io)(\/|$)|^\/sitemap\.xml$/;

export interface PageHead {
  title: string;
  description: string;
  type?: 'website' | 'article';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
): string {
  const french = pathname === '/fr' || pathname.startsWith('/fr/');
  let out = french
    ? html.replace(/<html lang="en"/, () => '<html lang="fr"')
    : html;
  if (!head) return out;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  out = out.replace(
    /<title>[\s\S]*?<\/title>/,
    () => `<title>${title}</title>`,
  );
  out = out.replace(
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    (_match, open: string, close: string) => `${open}${description}${close}`,
  );
  const og = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:locale" content="${french ? 'fr_FR' : 'en_US'}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return out.replace('</head>', () => `    ${og}\n  </head>`);
}

export interface ClientAppOptions {
  distDir: string;
  /** Decides the HTTP status of a client path: 200 for a known route, 404 otherwise. */
  isKnownRoute: (pathname: string) => boolean;
  /** Lets features fill the page head (title, description, Open Graph) for a path. */
  renderHead?: (pathname: string) => Promise<PageHead | undefined>;
}

/**
 * Serves the built client: hashed assets with a long cache, index.html for
 * client routes (never for /api/*, which keep JSON 404s).
 */
export function clientApp(options: ClientAppOptions): RequestHandler[] {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  let indexHtml: string | undefined;
  const page = (): string => (indexHtml ??= readFileSync(indexFile, 'utf8'));

  const assets = express.static(options.distDir, {
    index: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (SERVER_PATHS.test(req.path)) return next();
    const lastSegment = req.path.split('/').pop() ?? '';
    if (lastSegment.includes('.')) return next();
    const status = options.isKnownRoute(req.path) ? 200 : 404;
    const send = (html: string): void => {
      res
        .status(status)
        .setHeader('Cache-Control', 'no-cache')
        .type('html')
        .send(html);
    };
    if (!options.renderHead) return send(withHead(page(), req.path));
    options
      .renderHead(req.path)
      .then((head) => send(withHead(page(), req.path, head)))
      .catch(next);
  };

  // API requests never look on disk.
  const staticFiles: RequestHandler = (req, res, next) =>
    SERVER_PATHS.test(req.path) ? next() : assets(req, res, next);

  return [staticFiles, fallback];
}
