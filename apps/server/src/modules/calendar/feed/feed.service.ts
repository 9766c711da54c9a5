import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_EVENT_TYPE_LABELS, type CalendarEventType } from '@vakilyar/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { notFound } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../auth/auth.tables.ts';
import type { UsersRepository } from '../../auth/users.repository.ts';
import { calendarTexts } from '../calendar.messages.ts';
import { calendarOf, eventsOf } from '../calendar-scope.ts';
import { occupiedUntil, type SelectedEvent, selectEvents } from '../events/event-rows.ts';
import { ensureSettingsRow } from '../settings/settings.service.ts';
import { calendarEvents } from '../tables/events.ts';
import { calendarSettings } from '../tables/settings.ts';
import { addDays, tehranDay } from '../tehran-time.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 86_400_000;
/** The feed carries the last 3 months and the next 12: what a phone's calendar needs, not the archive. */
const PAST_DAYS = 92;
const FUTURE_DAYS = 366;
const MAX_EVENTS = 5_000;

/** A day of an all-day event as ical-generator writes it (a DATE from the UTC fields). */
const icsDay = (day: string) => new Date(`${day}T00:00:00Z`);

function icsEvent(row: SelectedEvent) {
  const e = row.event;
  const place = [e.court, e.branch, e.location].filter(Boolean).join('، ') || null;
  const caseLine = row.casePid && row.caseAccess ? `پرونده: ${row.caseTitle}` : null;
  return {
    id: `${e.pid}@vakilyar`,
    summary: `${CALENDAR_EVENT_TYPE_LABELS[e.eventType as CalendarEventType]}: ${e.title}`,
    description: [e.description, caseLine].filter(Boolean).join('\n') || null,
    location: place,
    allDay: e.allDay,
    start: e.allDay ? icsDay(tehranDay(e.startsAt)) : e.startsAt,
    // DTEND of an all-day event is the day after its last.
    end: e.allDay ? icsDay(addDays(tehranDay(e.endsAt), 1)) : e.endsAt,
    created: e.createdAt,
    lastModified: e.updatedAt,
  };
}

/**
 * The private ICS feed of a person's calendar. The address holds a 256-bit random token; only its
 * SHA-256 is stored, so the address is shown once, and rotating the token stops the old one at once.
 */
export function createFeedService(db: Db, usersRepository: UsersRepository) {
  async function rotate(userId: number, origin: string) {
    const token = randomBytes(32).toString('base64url');
    const [row] = await db.transaction(async (tx) => {
      await ensureSettingsRow(tx, userId);
      return tx
        .update(calendarSettings)
        .set({ feedTokenHash: hashOf(token), feedCreatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(calendarSettings.userId, userId))
        .returning({ createdAt: calendarSettings.feedCreatedAt });
    });
    const url = `${origin}/api/court-calendar/v1/feed/${token}.ics`;
    return {
      url,
      webcal_url: url.replace(/^https?:/, 'webcal:'),
      created_at: (row?.createdAt ?? new Date()).toISOString(),
      message: calendarTexts.feedCreated,
    };
  }

  async function disable(userId: number) {
    await db
      .update(calendarSettings)
      .set({ feedTokenHash: null, feedCreatedAt: null, updatedAt: sql`now()` })
      .where(eq(calendarSettings.userId, userId));
  }

  /** The ICS text of the calendar the token's owner works in today (a removed secretary: their own). */
  async function render(token: string): Promise<string> {
    const [owner] = await db
      .select({ userId: calendarSettings.userId })
      .from(calendarSettings)
      .innerJoin(users, eq(users.id, calendarSettings.userId))
      .where(and(eq(calendarSettings.feedTokenHash, hashOf(token)), isNull(users.deletedAt)));
    if (!owner) throw notFound(calendarTexts.feedNotFound);
    // The scope rule reads only who the person is and their roles.
    const reader = { userId: owner.userId, roles: await usersRepository.rolesOf(owner.userId) } as Actor;
    const scope = await calendarOf(db, reader);
    const now = Date.now();
    const rows = await selectEvents(db, owner.userId)
      .where(
        and(
          eventsOf(scope),
          sql`${occupiedUntil} > ${new Date(now - PAST_DAYS * DAY_MS)}`,
          sql`${calendarEvents.startsAt} < ${new Date(now + FUTURE_DAYS * DAY_MS)}`,
        ),
      )
      .orderBy(asc(calendarEvents.startsAt))
      .limit(MAX_EVENTS);
    const calendar = ical({
      name: calendarTexts.feedName,
      prodId: { company: 'Vakilyar', product: 'court-calendar', language: 'FA' },
      ttl: 3600,
    });
    for (const row of rows) calendar.createEvent(icsEvent(row));
    return calendar.toString();
  }

  return { rotate, disable, render };
}

export type FeedService = ReturnType<typeof createFeedService>;
