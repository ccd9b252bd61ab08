import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { components } from '../../../api/schema';
import { LOCALES } from '../../../i18n/locale';
import { adminQuestionsQueryKey } from './get-admin-questions';
import { adminStatsQueryOptions } from './get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';
import { auditLogQueryKey } from './get-audit-log';
import { refreshMembers } from '../../users/api/refresh-members';
import { refreshSiteQuestions } from './refresh-site';

/**
 * The curated demo sets: general questions in English, Darija questions in English,
 * Darija questions in French.
 */
export const SEED_SETS = ['general', 'darija', 'darija-french'] as const;

export type SeedSet = (typeof SEED_SETS)[number];

/** What a seeding run added (all zeros when the set was already loaded). */
export type SeedResult = components['schemas']['SeedCountsResponse'];

const SEED_URLS: Record<SeedSet, string> = {
  general: '/api/admin/seed',
  darija: '/api/admin/seed-darija',
  'darija-french': '/api/admin/seed-darija-french',
};

/** Loads a demo set; running it again adds nothing. */
export async function seedContent(set: SeedSet): Promise<SeedResult> {
  const res = await apiRequest('POST', SEED_URLS[set]);
  return (await res.json()) as SeedResult;
}

export function useSeedContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedContent,
    onSuccess: async () => {
      for (const queryKey of [
        adminUsersQueryKey,
        auditLogQueryKey,
        ...LOCALES.map((locale) => adminQuestionsQueryKey(locale)),
      ])
        void queryClient.invalidateQueries({ queryKey });
      refreshSiteQuestions(queryClient);
      refreshMembers(queryClient);
      await queryClient.invalidateQueries({
        queryKey: adminStatsQueryOptions.queryKey,
      });
    },
  });
}
