import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';

/**
 * An API endpoint in the page's locale: `/api/stats` for English, `/api/fr/stats` for
 * French. Only endpoints that exist in both forms go through here.
 */
export function localizedApiUrl(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === DEFAULT_LOCALE ? `/api${clean}` : `/api/${locale}${clean}`;
}
