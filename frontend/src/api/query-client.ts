import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson, type On401 } from './http';

/** Default fetcher: GET the query key parts joined with `/`, parsed as JSON. */
export function getQueryFn<T>({
  on401,
}: {
  on401: On401;
}): QueryFunction<T | null> {
  return ({ queryKey }) => {
    const url = queryKey.map(String).join('/');
    return on401 === 'returnNull'
      ? getJson<T>(url, { on401: 'returnNull' })
      : getJson<T>(url);
  };
}

/** Server data is fetched once and kept: no retries, no refetching, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        // A query that failed (its route's loader asked for it a moment
        // before) is not asked again because a page shows it: that would be
        // a retry. Its error state offers Retry, and the next visit asks again.
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
