/**
 * The locale rule: English is the default and has no path prefix; French paths
 * start with `/fr`. A first segment that is not a supported locale counts as English.
 */
export const LOCALES = ['en', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

function prefixedLocale(pathname: string): Locale | null {
  const segment = firstSegment(pathname);
  return isLocale(segment) && segment !== DEFAULT_LOCALE ? segment : null;
}

export function getLocaleFromPath(pathname: string): Locale {
  return prefixedLocale(pathname) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix; always starts with `/` (`/fr` -> `/`). */
export function getCleanPath(pathname: string): string {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const locale = prefixedLocale(withSlash);
  if (!locale) return withSlash;
  const rest = withSlash.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** Adds the locale prefix to a clean path (only French has one; `/` in French is `/fr`). */
export function localizePath(cleanPath: string, locale: Locale): string {
  const path = cleanPath.startsWith('/') ? cleanPath : `/${cleanPath}`;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The same page in another locale, keeping the query string and hash. */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
): string {
  const target = localizePath(getCleanPath(location.pathname), locale);
  return `${target}${location.search ?? ''}${location.hash ?? ''}`;
}
