import { toPersianDigits } from '@vakilyar/contract';

interface LoggedEntry {
  entity_type: string;
  entity_label: string | null;
  details: Record<string, unknown>;
  document?: { name: string } | null;
}

function nameIn(value: unknown): string | null {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * Whom or what a logged action was about, for a line of the timeline or the audit log: the lawyer or
 * client added, removed or sent a link, else the document, else the record's own label.
 */
export function entrySubject(entry: LoggedEntry, { skipCase = false } = {}): string | null {
  const subject =
    nameIn(entry.details.lawyer) ??
    nameIn(entry.details.client) ??
    entry.document?.name ??
    (skipCase && entry.entity_type === 'case' ? null : entry.entity_label);
  return subject ? toPersianDigits(subject) : null;
}
