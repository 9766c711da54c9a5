import { entrySubject } from '@/features/cases/components/entry-subject';
import type { AuditEntry } from '../api/list-audit-log';

/** Deletions red, creations green: the colour of an entry's action chip, in the list and the table alike. */
export const ACTION_COLORS: Partial<Record<AuditEntry['action'], 'error' | 'success' | 'info' | 'warning'>> =
  {
    delete: 'error',
    create: 'success',
    update: 'info',
    download: 'warning',
    send_access_link: 'info',
    redeem_access_link: 'success',
  };

/** The lawyer or client an entry of a case was about, beside the case's name. */
export function entryPerson(entry: AuditEntry): string | null {
  return entrySubject({ ...entry, entity_label: null });
}

/** A case's page the entry can open: not the case's own entries, and not after it was deleted. */
export const linksToCase = (entry: AuditEntry): boolean =>
  Boolean(entry.case_pid) && entry.entity_type !== 'case' && entry.action !== 'delete';
