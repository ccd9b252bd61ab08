import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { components } from '../../../api/schema';
import { fetchAdminPage } from './admin-url';

/** One admin action: who did what, to what, and when. */
export type AuditEntry = components['schemas']['AuditEntryResponse'];

export type AuditPage = { entries: AuditEntry[]; total: number };

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

export type AuditParams = { limit?: number; offset?: number };

function auditQuery({ limit = AUDIT_PAGE_SIZE, offset = 0 }: AuditParams) {
  return { limit, offset };
}

/** The admin actions log, newest first, with the total from `X-Total-Count`. */
export async function getAuditLog(params: AuditParams): Promise<AuditPage> {
  const { items, total } = await fetchAdminPage<AuditEntry>(
    '/api/admin/audit',
    auditQuery(params),
  );
  return { entries: items, total };
}

/** The key every page of the audit log starts with. */
export const auditLogQueryKey = ['/api/admin/audit'] as const;

export function auditLogQueryOptions(params: AuditParams = {}) {
  return queryOptions({
    queryKey: [...auditLogQueryKey, auditQuery(params)],
    queryFn: () => getAuditLog(params),
  });
}

export function useAuditLog(params: AuditParams = {}) {
  return useQuery({
    ...auditLogQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
