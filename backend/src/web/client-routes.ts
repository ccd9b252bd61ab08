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
