import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale';

/**
 * An admin endpoint for one locale's content: `/api/admin/questions` for English,
 * `/api/admin/fr/questions` for French.
 */
export function adminLocaleUrl(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === DEFAULT_LOCALE
    ? `/api/admin${clean}`
    : `/api/admin/${locale}${clean}`;
}

/** The total a paged admin list reports in its `X-Total-Count` header. */
export function totalCount(res: Response, fallback: number): number {
  const total = Number(res.headers.get('X-Total-Count'));
  return Number.isFinite(total) && res.headers.has('X-Total-Count')
    ? total
    : fallback;
}
