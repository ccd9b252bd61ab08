import type { QueryClient } from '@tanstack/react-query';
import { LOCALES } from '../../../i18n/locale';
import { communitiesQueryOptions } from './get-communities';
import { communityStatsQueryOptions } from './get-community-stats';
import { publicUsersKey } from './get-public-users';
import { topContributorsQueryOptions } from './get-top-contributors';

/**
 * After a change to members or their counts (an answer posted, an admin flag,
 * a deletion, new demo members), the members page of both locales is read
 * again when next shown.
 */
export function refreshMembers(queryClient: QueryClient): void {
  for (const locale of LOCALES) {
    for (const queryKey of [
      // Every page of the directory.
      publicUsersKey(locale),
      topContributorsQueryOptions(locale).queryKey,
      communitiesQueryOptions(locale).queryKey,
      communityStatsQueryOptions(locale).queryKey,
    ])
      void queryClient.invalidateQueries({ queryKey });
  }
}
