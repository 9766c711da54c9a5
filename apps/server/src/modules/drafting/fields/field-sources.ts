import {
  BAR_ASSOCIATION_LABELS,
  type BarAssociation,
  CASE_STAGE_LABELS,
  CASE_TYPE_LABELS,
  type CaseStage,
  type CaseType,
  type DraftFieldKey,
} from '@vakilyar/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../auth/auth.tables.ts';
import { calendarEvents } from '../../calendar/tables/events.ts';
import { tehranDay } from '../../calendar/tehran-time.ts';
import type { VisibleCase } from '../../office/cases.repository.ts';
import { caseClients } from '../../office/tables/cases.ts';
import { officeClients } from '../../office/tables/clients.ts';
import { offices } from '../../office/tables/offices.ts';

export type FieldValues = Partial<Record<DraftFieldKey, string | null>>;

/** What a source is given: the case (with its office) and the moment the draft is read. */
export interface FieldContext {
  db: Executor;
  kase: VisibleCase;
  now: Date;
}

/**
 * One place a field's value comes from. A new source (the fee agreement) is one more entry in
 * FIELD_SOURCES and one more group of keys in the contract's DRAFT_FIELDS.
 */
export type FieldSource = (context: FieldContext) => Promise<FieldValues> | FieldValues;

const clock = new Intl.DateTimeFormat('fa-IR', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const general: FieldSource = ({ now }) => ({ today: tehranDay(now) });

/** The office card the lawyer keeps on their profile: its name, address, licence and bar association. */
const officeAndLawyer: FieldSource = async ({ db, kase }) => {
  const [owner] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      address: offices.address,
      licenceNo: offices.licenceNo,
      barAssociation: offices.barAssociation,
    })
    .from(offices)
    .innerJoin(users, eq(users.id, offices.ownerId))
    .where(eq(offices.id, kase.row.officeId));
  const name = owner ? `${owner.firstName} ${owner.lastName}`.trim() : '';
  const bar = owner?.barAssociation as BarAssociation | null | undefined;
  return {
    'office.name': kase.office.name,
    'office.address': owner?.address || null,
    'lawyer.name': name || null,
    'lawyer.mobile': owner?.phone ?? null,
    'lawyer.licence_no': owner?.licenceNo || null,
    'lawyer.bar_association': bar ? (BAR_ASSOCIATION_LABELS[bar] ?? null) : null,
  };
};

const caseFields: FieldSource = ({ kase: { row } }) => ({
  'case.title': row.title,
  'case.number': row.caseNumber,
  'case.archive_number': row.archiveNumber,
  'case.court': row.court,
  'case.branch': row.branch,
  'case.stage': CASE_STAGE_LABELS[row.stage as CaseStage] ?? row.stage,
  'case.type': CASE_TYPE_LABELS[row.caseType as CaseType] ?? row.caseType,
  'case.subject': row.subject,
  'case.opponent': row.opponent,
});

/** The case's first client answers `client.*`; `clients.names` names them all. */
const clients: FieldSource = async ({ db, kase }) => {
  const rows = await db
    .select({
      firstName: officeClients.firstName,
      lastName: officeClients.lastName,
      fatherName: officeClients.fatherName,
      nationalCode: officeClients.nationalCode,
      address: officeClients.address,
      mobile: officeClients.mobile,
    })
    .from(caseClients)
    .innerJoin(officeClients, eq(officeClients.id, caseClients.clientId))
    .where(eq(caseClients.caseId, kase.row.id))
    .orderBy(asc(caseClients.addedAt), asc(officeClients.id));
  const names = rows.map((c) => `${c.firstName} ${c.lastName}`.trim());
  const first = rows[0];
  return {
    'client.name': names[0] ?? null,
    'client.father_name': first?.fatherName ?? null,
    'client.national_code': first?.nationalCode ?? null,
    'client.address': first?.address ?? null,
    'client.mobile': first?.mobile ?? null,
    'clients.names': names.length ? names.join(' و ') : null,
  };
};

/** The next event of a type on the case, in the case's office calendar. */
async function nextEvent(context: FieldContext, type: 'hearing' | 'deadline') {
  const [event] = await context.db
    .select({ title: calendarEvents.title, startsAt: calendarEvents.startsAt, allDay: calendarEvents.allDay })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.caseId, context.kase.row.id),
        eq(calendarEvents.officeId, context.kase.row.officeId),
        eq(calendarEvents.eventType, type),
        gte(calendarEvents.endsAt, sql`${context.now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt))
    .limit(1);
  return event;
}

const hearing: FieldSource = async (context) => {
  const event = await nextEvent(context, 'hearing');
  return {
    'hearing.date': event ? tehranDay(event.startsAt) : null,
    'hearing.time': event && !event.allDay ? clock.format(event.startsAt) : null,
    'hearing.title': event?.title ?? null,
  };
};

const deadline: FieldSource = async (context) => {
  const event = await nextEvent(context, 'deadline');
  return {
    'deadline.date': event ? tehranDay(event.startsAt) : null,
    'deadline.title': event?.title ?? null,
  };
};

export const FIELD_SOURCES: readonly FieldSource[] = [
  general,
  officeAndLawyer,
  caseFields,
  clients,
  hearing,
  deadline,
];

/** Every field the case gives now (null where it has none); fields typed on the draft are not here. */
export async function caseFieldValues(context: FieldContext): Promise<FieldValues> {
  const parts = await Promise.all(FIELD_SOURCES.map((source) => source(context)));
  return Object.assign({}, ...parts);
}
