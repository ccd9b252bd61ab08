import type { MessageId } from '../../../i18n/messages';
import { ACCOUNT_TYPES, type AccountType } from '../api/get-admin-users';

/** The plans' names as members see them. */
export const PLAN_LABELS: Record<AccountType, MessageId> = {
  free: 'admin.users.plan.free',
  basic: 'admin.users.plan.basic',
  pro: 'admin.users.plan.pro',
};

export function isAccountType(value: unknown): value is AccountType {
  return (ACCOUNT_TYPES as readonly unknown[]).includes(value);
}
