import { localizePath, type Locale } from '../i18n/locale';

/**
 * Clean route patterns (English form). The router registers each of them twice:
 * as is, and with the French prefix.
 */
export const routePatterns = {
  home: '/',
  auth: '/auth',
  question: '/question/:id',
  questionWithoutId: '/question',
  ask: '/ask',
  admin: '/admin',
  users: '/users',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  translator: '/translator',
  plans: '/plans',
} as const;

/** The question list's filters; page 1 is the default and stays out of the URL. */
export type HomeFilters = { search?: string; language?: string; page?: number };

function withQuery(
  path: string,
  query: Record<string, string | number | undefined>,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' && (value === 1 || value === '1')) continue;
    if (value) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Localized links for every page of the app. */
export const paths = {
  home: (locale: Locale, filters: HomeFilters = {}) =>
    withQuery(localizePath(routePatterns.home, locale), filters),
  auth: (locale: Locale) => localizePath(routePatterns.auth, locale),
  question: (id: number | string, locale: Locale) =>
    localizePath(`/question/${encodeURIComponent(String(id))}`, locale),
  ask: (locale: Locale) => localizePath(routePatterns.ask, locale),
  admin: (locale: Locale) => localizePath(routePatterns.admin, locale),
  users: (locale: Locale) => localizePath(routePatterns.users, locale),
  about: (locale: Locale) => localizePath(routePatterns.about, locale),
  contact: (locale: Locale) => localizePath(routePatterns.contact, locale),
  privacy: (locale: Locale) => localizePath(routePatterns.privacy, locale),
  terms: (locale: Locale) => localizePath(routePatterns.terms, locale),
  translator: (locale: Locale) =>
    localizePath(routePatterns.translator, locale),
  plans: (locale: Locale) => localizePath(routePatterns.plans, locale),
  dialect: (slug: string, locale: Locale) => localizePath(`/${slug}`, locale),
};

/** Server endpoints the browser navigates to (full page loads, not client routes). */
export const serverPaths = {
  logout: '/api/logout',
  /** Signs in again after the session expired (the server redirects to the sign-in page). */
  login: '/api/login',
  sitemap: '/sitemap.xml',
} as const;
