/** A left-joined user as `{pid, first_name, last_name}`, or null when there is none. */
export function userRefOf(
  u: { pid: string | null; first_name: string | null; last_name: string | null } | null | undefined,
): { pid: string; first_name: string; last_name: string } | null {
  return u?.pid ? { pid: u.pid, first_name: u.first_name ?? '', last_name: u.last_name ?? '' } : null;
}
