import { useUser } from '../../../shared/session/get-user';
import { useTranslatorStats } from '../api/get-translator-stats';

/** The signed-in member's translator stats; guests never ask for them. */
export function useMemberStats() {
  const { isAuthenticated } = useUser();
  const stats = useTranslatorStats({ enabled: isAuthenticated });
  const data = isAuthenticated ? stats.data : undefined;
  return {
    isAuthenticated,
    stats: data,
    canUseAdvanced: data?.can_use_advanced ?? false,
  };
}
