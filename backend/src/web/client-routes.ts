/** The client's routes (without the `/fr` prefix). Mirrors frontend/src/shared/paths.ts. */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/auth$/,
  // `/question` alone is the question page too: it says the question is not found.
  /^\/question(\/[^/]+)?$/,
  /^\/ask$/,
  /^\/admin$/,
  /^\/users$/,
  /^\/about$/,
  /^\/contact$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/translator$/,
  /^\/plans$/,
  /^\/(moroccan-darija|egyptian-arabic|levantine-arabic|gulf-arabic|iraqi-arabic|standard-arabic)$/,
];

/** The path without the locale prefix, without a trailing slash. */
export function cleanClientPath(pathname: string): string {
  let clean =
    pathname === '/fr' || pathname.startsWith('/fr/')
      ? pathname.slice(3)
      : pathname;
  if (clean.length > 1 && clean.endsWith('/'))
    clean = clean.replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

export function isClientRoute(pathname: string): boolean {
  const clean = cleanClientPath(pathname);
  return CLIENT_ROUTES.some((route) => route.test(clean));
}

/** Letters, digits and `-._~`: the characters a path means the same by, written as themselves or percent-encoded. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The page a path names when written another way than the page's own: with
 * letters in capitals (`/About`, `/FR/about`) or unreserved characters
 * percent-encoded (`/%61bout`). Undefined for a page's own path, and for a
 * path that names no page either way.
 */
export function canonicalClientPath(pathname: string): string | undefined {
  if (isClientRoute(pathname)) return undefined;
  const decoded = pathname.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex) => {
    const character = String.fromCharCode(parseInt(hex as string, 16));
    return UNRESERVED.test(character) ? character : encoded;
  });
  return [decoded, decoded.toLowerCase()].find(
    (candidate) => candidate !== pathname && isClientRoute(candidate),
  );
}
