import { permissionsOf } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { forbidden } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { countOfficeEvents } from '../calendar/office-events.ts';
import { addDays, tehranDay, tehranMidnight } from '../calendar/tehran-time.ts';
import { documents } from '../document/document.tables.ts';
import { unreadNoticeCount } from '../notification/notices.query.ts';
import { courtNotices } from '../notification/tables/court-notices.ts';
import { type Caller, officeOf } from './access.ts';
import { officeTexts } from './office.messages.ts';
import { archiveCabinets } from './tables/cabinets.ts';
import { caseLawyers, officeCases } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';
import { officeSecretaries } from './tables/offices.ts';

interface Counts extends Record<string, unknown> {
  total_cases: number;
  open_cases: number;
  closed_cases: number;
  archived_cases: number;
  shared_cases: number;
  clients: number;
  documents: number;
  archive_cabinets: number;
  secretaries: number;
  new_cases_30_days: number;
}

/** Today and the current week (Saturday to Friday, as Iranian offices count it) in Tehran time. */
function tehranTodayAndWeek(now: Date) {
  const day = tehranDay(now);
  const daysSinceSaturday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 1) % 7;
  const saturday = addDays(day, -daysSinceSaturday);
  const span = (from: string, days: number) => ({
    from: tehranMidnight(from),
    to: tehranMidnight(addDays(from, days)),
  });
  return { today: span(day, 1), week: span(saturday, 7) };
}

/** The dashboard's counters for the caller's office, in one query. */
export async function latestNumbers(db: Db, caller: Caller) {
  if (!permissionsOf(caller.roles).has('office.view')) throw forbidden();
  const office = await officeOf(db, caller);
  if (!office) throw forbidden(officeTexts.noOffice);
  const id = office.officeId;
  const result = await db.execute<Counts>(sql`
    select
      (select count(*) from ${officeCases} where ${officeCases.officeId} = ${id})::int as total_cases,
      (select count(*) from ${officeCases} where ${officeCases.officeId} = ${id} and ${officeCases.status} = 'open')::int as open_cases,
      (select count(*) from ${officeCases} where ${officeCases.officeId} = ${id} and ${officeCases.status} = 'closed')::int as closed_cases,
      (select count(*) from ${officeCases} where ${officeCases.officeId} = ${id} and ${officeCases.status} = 'archived')::int as archived_cases,
      (select count(*) from ${caseLawyers} where ${caseLawyers.userId} = ${caller.userId} and ${caseLawyers.role} = 'co_counsel')::int as shared_cases,
      (select count(*) from ${officeClients} where ${officeClients.officeId} = ${id})::int as clients,
      (select count(*) from ${documents} where ${documents.officeId} = ${id})::int as documents,
      (select count(*) from ${archiveCabinets} where ${archiveCabinets.officeId} = ${id})::int as archive_cabinets,
      (select count(*) from ${officeSecretaries} where ${officeSecretaries.officeId} = ${id})::int as secretaries,
      (select count(*) from ${officeCases} where ${officeCases.officeId} = ${id}
        and ${officeCases.createdAt} > now() - interval '30 days')::int as new_cases_30_days`);
  const counts = result.rows[0] as Counts;
  const { today, week } = tehranTodayAndWeek(new Date());
  return {
    office: { pid: office.officePid, name: office.officeName },
    ...counts,
    today_events: await countOfficeEvents(db, id, today.from, today.to),
    week_events: await countOfficeEvents(db, id, week.from, week.to),
    unread_notices: await unreadNoticeCount(db, eq(courtNotices.officeId, id), caller.userId),
  };
}
