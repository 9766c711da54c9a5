import { useEffect, useState } from 'react';
import { officeNow, toOfficeWall } from '@/lib/format/office-time';

/** setTimeout's longest wait; a later moment is looked at again after it. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

const msUntil = (moment: string | null): number =>
  moment === null ? 0 : toOfficeWall(moment).getTime() - officeNow().getTime();

/** Whether a moment (none counts as come) has come on the office's clock; re-renders when it comes. */
export function useTimeHasCome(moment: string | null): boolean {
  const [, setChecks] = useState(0);
  const wait = msUntil(moment);
  const come = wait <= 0;

  useEffect(() => {
    if (come) return;
    const timer = setTimeout(() => setChecks((count) => count + 1), Math.min(wait, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [come, wait]);

  return come;
}
