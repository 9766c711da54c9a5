import {
  CASE_STATUS_LABELS,
  permissionsOf,
  zAdvancedCaseSearchQuery,
  zCalendarEventListQuery,
  zPageQuery,
} from '@vakilyar/contract';
import type { Actor } from '../../auth/actor.ts';
import type { CalendarServices } from '../../calendar/calendar.services.ts';
import type { OfficeServices } from '../../office/office.services.ts';
import { officeSearchKey } from '../../office/search-sql.ts';

/** The asker's own data the assistant may mention: their cases, and what is coming up. */
export interface UserContext {
  cases: { title: string; status: string; caseNumber: string | null }[];
  events: { title: string; at: Date }[];
}

/** Where the assistant reads a user's own data from (their modules' services, never their tables). */
export interface UserContextSource {
  casesOf(actor: Actor): Promise<UserContext['cases']>;
  eventsOf(actor: Actor): Promise<UserContext['events']>;
}

const OWN_DATA_PHRASES = [
  'پرونده من',
  'پرونده ام',
  'پرونده هایم',
  'پرونده های من',
  'پرونده خودم',
  'پرونده هام',
  'جلسه بعدی',
  'جلسه دادگاه من',
  'وقت رسیدگی',
  'وقت دادگاه',
  'رویدادهای من',
  'رویداد های من',
].map(officeSearchKey);

/** Whether a question asks about the asker's own cases or hearings. */
export const asksAboutOwnData = (question: string) => {
  const key = officeSearchKey(question);
  return OWN_DATA_PHRASES.some((phrase) => key.includes(phrase));
};

/** The question without the words asking for the asker's own data: what is left to look up in the law. */
export const withoutOwnData = (question: string) =>
  OWN_DATA_PHRASES.reduce((key, phrase) => key.split(phrase).join(' '), officeSearchKey(question));

/**
 * A user's own matters through the office and calendar services: the office's open cases for its staff,
 * the attached ones for a client; the next events of the calendars they may see.
 */
export function officeUserContext(office: OfficeServices, calendar: CalendarServices): UserContextSource {
  return {
    async casesOf(actor) {
      const can = permissionsOf(actor.roles);
      const caller = { ...actor };
      if (can.has('case.view')) {
        const page = await office.cases.search(
          caller,
          zAdvancedCaseSearchQuery.parse({ page_size: 5, status: 'open' }),
        );
        return page.results.map((c) => ({
          title: c.title,
          status: CASE_STATUS_LABELS[c.status],
          caseNumber: c.case_number,
        }));
      }
      if (can.has('own_case.view')) {
        const page = await office.myCases.list(caller, zPageQuery.parse({ page_size: 5 }));
        return page.results.map((c) => ({
          title: c.title,
          status: CASE_STATUS_LABELS[c.status],
          caseNumber: c.case_number,
        }));
      }
      return [];
    },
    async eventsOf(actor) {
      if (!permissionsOf(actor.roles).has('calendar.view')) return [];
      const page = await calendar.events.list(
        actor,
        zCalendarEventListQuery.parse({ future_events_only: 'true', page_size: 5 }),
      );
      return page.results.map((e) => ({ title: e.title, at: new Date(e.starts_at) }));
    },
  };
}

/** The user's data for a question about it; null when the question is not about their own matters. */
export async function userContextFor(source: UserContextSource | null, actor: Actor, question: string) {
  if (!source || !asksAboutOwnData(question)) return null;
  const [cases, events] = await Promise.all([source.casesOf(actor), source.eventsOf(actor)]);
  return { cases, events } satisfies UserContext;
}
