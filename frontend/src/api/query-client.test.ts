import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function context(queryKey: readonly unknown[]) {
  return {
    queryKey,
    signal: new AbortController().signal,
  } as unknown as QueryFunctionContext;
}

describe('query client', () => {
  it('never retries, refetches or goes stale', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
  });

  it('GETs the query key parts joined with slashes', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"id":3}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await getQueryFn({ on401: 'throw' })(
      context(['/api/questions', 3]),
    );
    expect(result).toEqual({ id: 3 });
    expect(fetchMock).toHaveBeenCalledWith('/api/questions/3', {
      credentials: 'include',
    });
  });

  it('can map 401 to null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Unauthorized', { status: 401 })),
    );
    await expect(
      getQueryFn({ on401: 'returnNull' })(context(['/api/user'])),
    ).resolves.toBeNull();
    await expect(
      getQueryFn({ on401: 'throw' })(context(['/api/user'])),
    ).rejects.toThrow('401: Unauthorized');
  });
});
