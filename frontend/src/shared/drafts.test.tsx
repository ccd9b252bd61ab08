import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { useDraft } from './drafts';
import { forgetDrafts } from './forget-drafts';
import { userQueryOptions } from './session/get-user';
import type { SessionUser } from './session/types';

/** The answer form's draft, with `id` signed in (null: a guest). */
function mountAs(id: number | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    userQueryOptions.queryKey,
    id === null ? null : ({ id, username: `member${id}` } as SessionUser),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDraft('answer:en:7', ''), { wrapper });
}

describe('useDraft', () => {
  afterEach(() => sessionStorage.clear());

  it("keeps a member's draft from the next member and from a guest, and gives it back to its member", () => {
    const amina = mountAs(1);
    act(() => amina.result.current[1]('A private answer in progress'));
    amina.unmount();
    // Amina's account was deleted, or her session ended: the tab is someone else's.
    expect(mountAs(2).result.current[0]).toBe('');
    expect(mountAs(null).result.current[0]).toBe('');
    expect(mountAs(1).result.current[0]).toBe('A private answer in progress');
  });

  it("gives a guest's draft to the member who signs in, once, and forgets every draft at logout", () => {
    const guest = mountAs(null);
    act(() => guest.result.current[1]('Written before signing in'));
    guest.unmount();
    expect(mountAs(3).result.current[0]).toBe('Written before signing in');
    expect(mountAs(null).result.current[0]).toBe('');
    forgetDrafts();
    expect(mountAs(3).result.current[0]).toBe('');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
