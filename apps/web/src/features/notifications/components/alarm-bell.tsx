/** The top bar's alarm bell: unread alarms, their list, mark all seen. */
export function AlarmBell() {
  return null;
}
