import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest, parseApiError } from '../../../api/http';
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
function totalCount(res: Response, fallback: number): number {
  const total = Number(res.headers.get('X-Total-Count'));
  return Number.isFinite(total) && res.headers.has('X-Total-Count')
    ? total
    : fallback;
}

/** What a paged admin list is asked for: a page, and any filters (empty ones are left out). */
export type AdminPageQuery = {
  limit: number;
  offset: number;
} & Record<string, string | number>;

/** One page of a paged admin list (newest first), with the list's total. */
export async function fetchAdminPage<T>(
  path: string,
  { limit, offset, ...filters }: AdminPageQuery,
): Promise<{ items: T[]; total: number }> {
  const query = new URLSearchParams({
    limit: String(limit),
    offset: String(offset),
  });
  for (const [name, value] of Object.entries(filters))
    if (value !== '') query.set(name, String(value));
  const res = await apiRequest('GET', `${path}?${query}`);
  const items = (await res.json()) as T[];
  return { items, total: totalCount(res, offset + items.length) };
}

/**
 * After an action failed: a 404 means another admin or tab removed what it
 * acted on meanwhile (the live feed may not have said so: a dropped
 * connection), so the lists it was on are read again and it leaves the page.
 */
export function rereadIfGone(
  queryClient: QueryClient,
  error: unknown,
  queryKeys: readonly QueryKey[],
): void {
  if (parseApiError(error).status !== 404) return;
  for (const queryKey of queryKeys)
    void queryClient.invalidateQueries({ queryKey });
}
