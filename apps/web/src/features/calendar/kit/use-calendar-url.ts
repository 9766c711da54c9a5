import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { officeToday } from '@/lib/format/office-time';
import { CALENDAR_VIEWS, type CalendarView, parseDayParam, toDayParam } from './calendar-dates';

export interface CalendarUrl {
  view: CalendarView;
  /** The day the view is built around (local midnight); today when the address names none. */
  anchor: Date;
  setView: (view: CalendarView) => void;
  setAnchor: (day: Date) => void;
  /** The agenda's search (`?search=`) and whether past events show too (`?past=1`). */
  search: string;
  futureOnly: boolean;
  setSearch: (search: string) => void;
  setFutureOnly: (futureOnly: boolean) => void;
  /** `?deadline_from=YYYY-MM-DD&notice=<pid>`: the court-notices page asks for the deadline calculator. */
  deadlineFrom: string | null;
  noticePid: string | null;
  clearDeadlineRequest: () => void;
  /** `?event=<pid>`: an alarm's link to one event, opened wherever it falls. */
  eventPid: string | null;
  clearEventLink: () => void;
}

const isView = (value: string | null): value is CalendarView => CALENDAR_VIEWS.some((view) => view === value);

/**
 * The calendar's view and day live in the address (`?view=week&date=2026-11-23`), so a reload or a
 * shared link opens the same place. Moving between months replaces the entry rather than piling
 * them up behind the back button.
 */
export function useCalendarUrl(): CalendarUrl {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const dateParam = params.get('date');
  const view = isView(viewParam) ? viewParam : 'month';
  const anchor = useMemo(() => parseDayParam(dateParam) ?? officeToday(), [dateParam]);

  // Two changes in one handler (close a dialog, then move to a day) build on each other.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const setView = useCallback((next: CalendarView) => update({ view: next }), [update]);
  const setAnchor = useCallback((day: Date) => update({ date: toDayParam(day) }), [update]);
  const setSearch = useCallback((search: string) => update({ search: search.trim() || null }), [update]);
  const setFutureOnly = useCallback(
    (futureOnly: boolean) => update({ past: futureOnly ? null : '1' }),
    [update],
  );
  const clearDeadlineRequest = useCallback(() => update({ deadline_from: null, notice: null }), [update]);
  const clearEventLink = useCallback(() => update({ event: null }), [update]);

  return {
    view,
    anchor,
    setView,
    setAnchor,
    search: params.get('search') ?? '',
    futureOnly: params.get('past') !== '1',
    setSearch,
    setFutureOnly,
    deadlineFrom: params.get('deadline_from'),
    noticePid: params.get('notice'),
    clearDeadlineRequest,
    eventPid: params.get('event'),
    clearEventLink,
  };
}
