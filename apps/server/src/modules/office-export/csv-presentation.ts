import {
  AUDIT_ACTION_LABELS,
  CALENDAR_EVENT_TYPE_LABELS,
  CASE_STAGE_LABELS,
  CASE_STATUS_LABELS,
  CASE_TYPE_LABELS,
  FILE_TYPE_LABELS,
  NOTICE_TYPE_LABELS,
} from '@vakilyar/contract';

type Row = Record<string, unknown>;

/**
 * How a table reads in its CSV, for a person in Excel: every moment as a Jalali date and Tehran time, every
 * day as a Jalali date (Persian digits, one system per column), and a Persian label beside each code. The
 * JSON files keep the codes and ISO times, for a program.
 */
const LABELLED: Record<string, Record<string, Record<string, string>>> = {
  cases: { case_type: CASE_TYPE_LABELS, stage: CASE_STAGE_LABELS, status: CASE_STATUS_LABELS },
  events: { event_type: CALENDAR_EVENT_TYPE_LABELS },
  notices: { notice_type: NOTICE_TYPE_LABELS },
  documents: { file_type: FILE_TYPE_LABELS },
  'audit-log': { action: AUDIT_ACTION_LABELS },
};
const DAY_COLUMNS = new Set(['birth_date', 'start_date', 'served_on', 'deadline_served_on']);
const LABEL_SUFFIX = '_label';
const YES_NO = { true: 'بله', false: 'خیر' } as const;

const jalaliParts = (timeZone: string) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const tehranMoment = jalaliParts('Asia/Tehran');
const utcDay = jalaliParts('UTC');

function jalali(format: Intl.DateTimeFormat, moment: Date, withTime: boolean): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(moment).find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}/${part('month')}/${part('day')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** A timestamp as PostgreSQL writes it («2026-03-20 21:00:00.123+00»). */
const MOMENT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)$/;

function presentCell(column: string, value: unknown): unknown {
  if (value instanceof Date) return jalali(tehranMoment, value, true);
  if (typeof value === 'string' && MOMENT.test(value)) {
    return jalali(tehranMoment, new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')), true);
  }
  if (DAY_COLUMNS.has(column) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return jalali(utcDay, new Date(`${value}T00:00:00Z`), false);
  }
  if (typeof value === 'boolean') return YES_NO[`${value}`];
  return value;
}

/** The CSV's columns: each labelled code followed by its Persian label. */
export function csvColumns(table: string, columns: readonly string[]): string[] {
  const labelled = LABELLED[table] ?? {};
  return columns.flatMap((column) => (labelled[column] ? [column, `${column}${LABEL_SUFFIX}`] : [column]));
}

/** A row as the CSV shows it. */
export function presentCsvRow(table: string, row: Row): Row {
  const labelled = LABELLED[table] ?? {};
  const shown: Row = {};
  for (const [column, value] of Object.entries(row)) {
    shown[column] = presentCell(column, value);
    const labels = labelled[column];
    if (labels) shown[`${column}${LABEL_SUFFIX}`] = labels[String(value)] ?? '';
  }
  return shown;
}
