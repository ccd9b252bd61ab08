import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../i18n/locale';
import { communityStatsQueryOptions } from '../../users/api/get-community-stats';
import { publicUsersQueryOptions } from '../../users/api/get-public-users';
import { topContributorsQueryOptions } from '../../users/api/get-top-contributors';
import { useCreateAnswer } from './create-answer';

describe('useCreateAnswer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks the members page stale in both locales, so the author's new count shows", async () => {
    const queryClient = new QueryClient();
    const memberKeys = LOCALES.flatMap((locale) => [
      publicUsersQueryOptions({ locale }).queryKey,
      topContributorsQueryOptions(locale).queryKey,
      communityStatsQueryOptions(locale).queryKey,
    ]);
    for (const queryKey of memberKeys) queryClient.setQueryData(queryKey, []);
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 7, content: 'Shukran bezzaf!' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateAnswer(1, 'fr'), { wrapper });

    for (const queryKey of memberKeys)
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
    await result.current.mutateAsync('Shukran bezzaf!');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const queryKey of memberKeys)
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
