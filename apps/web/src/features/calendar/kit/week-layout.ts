import type { CalendarEvent } from '@vakilyar/contract';
import { addDays, startOfDay } from 'date-fns-jalali';
import { eventEnd, eventStart } from './event-time';

export interface PlacedEvent {
  event: CalendarEvent;
  /** Minutes from the day's midnight, clipped to the day. */
  startMinute: number;
  endMinute: number;
  /** Which of `lanes` side-by-side columns it takes, when it overlaps others. */
  lane: number;
  lanes: number;
}

const DAY_MINUTES = 24 * 60;
/** A short event still gets room for its title. */
const MIN_MINUTES = 30;

/**
 * The timed events of one day placed in a time grid: each keeps its start and length, and events
 * that overlap share the width in lanes, as desktop calendars draw them.
 */
export function layoutDay(events: readonly CalendarEvent[], day: Date): PlacedEvent[] {
  const midnight = startOfDay(day).getTime();
  const nextMidnight = addDays(startOfDay(day), 1).getTime();
  const minutesOf = (time: number) => (Math.min(Math.max(time, midnight), nextMidnight) - midnight) / 60000;
  const placed = events
    .filter((event) => !event.all_day)
    .map((event) => {
      const startMinute = minutesOf(eventStart(event).getTime());
      const endMinute = Math.min(
        DAY_MINUTES,
        Math.max(minutesOf(eventEnd(event).getTime()), startMinute + MIN_MINUTES),
      );
      return { event, startMinute, endMinute, lane: 0, lanes: 1 };
    })
    .sort((first, second) => first.startMinute - second.startMinute || second.endMinute - first.endMinute);

  let cluster: PlacedEvent[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const item of cluster) item.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const item of placed) {
    if (item.startMinute >= clusterEnd) closeCluster();
    const free = laneEnds.findIndex((end) => end <= item.startMinute);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = item.endMinute;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.endMinute);
  }
  closeCluster();
  return placed;
}
