import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditAction, type AuditEntity, officePaths, type zAuditPage } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { auditKeys } from './audit-keys';

export type AuditPage = Infer<typeof zAuditPage>['result'];
export type AuditEntry = AuditPage['results'][number];

/** The log's filters; dates are Gregorian `YYYY-MM-DD` days. */
export interface AuditFilters {
  action?: AuditAction;
  entity_type?: AuditEntity;
  case?: string;
  from?: string;
  to?: string;
}

/** The filters as a query: unset ones are left out. */
export function auditQueryParams(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

/** A page of the log: its filters, and `ordering` (`at` oldest first, '' or `-at` newest first). */
type AuditListParams = AuditFilters & { page: number; page_size: number; ordering?: string };

export async function listAuditLog(params: AuditListParams, signal?: AbortSignal): Promise<AuditPage> {
  const { page, page_size, ordering, ...filters } = params;
  const body = await request<Infer<typeof zAuditPage>>({
    endpoint: officePaths.auditLog,
    params: { page, page_size, ...(ordering ? { ordering } : {}), ...auditQueryParams(filters) },
    signal,
  });
  return body.result;
}

export const auditLogQuery = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => listAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });

/** Who viewed, downloaded, changed or deleted what in the office, newest first. */
export function useAuditLog(params: AuditListParams) {
  return useQuery(auditLogQuery(params));
}
