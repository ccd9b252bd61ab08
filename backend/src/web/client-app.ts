import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Request, RequestHandler } from 'express';

/** Paths the server owns; everything else under GET may be a client route. */
const SERVER_PATHS = /^\/(api|socket\.io)(\/|$)|^\/sitemap\.xml$/;

export interface PageHead {
  title: string;
  description: string;
  type?: 'website' | 'article';
}

/** A page's canonical path and, when it exists in both locales, each locale's path. */
export interface PageLinks {
  canonical: string;
  alternates?: { en: string; fr: string };
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
  links?: { origin: string } & PageLinks,
): string {
  const french = pathname === '/fr' || pathname.startsWith('/fr/');
  let out = french
    ? html.replace(/<html lang="en"/, () => '<html lang="fr"')
    : html;
  const tags: string[] = [];
  if (head) {
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
    const found = status === 200 ? options.pageLinks?.(req.path) : undefined;
    const links =
      found && options.origin
        ? { origin: options.origin(req), ...found }
        : undefined;
    if (!options.renderHead)
      return send(withHead(page(), req.path, undefined, links));
    options
      .renderHead(req.path)
      .then((head) => send(withHead(page(), req.path, head, links)))
      .catch(next);
  };

  // API requests never look on disk.
  const staticFiles: RequestHandler = (req, res, next) =>
    SERVER_PATHS.test(req.path) ? next() : assets(req, res, next);

  return [staticFiles, fallback];
}
