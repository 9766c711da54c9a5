import type { Executor } from '../../../db/client.ts';
import { smsBalance } from '../../messaging/sms-credit.ts';
import { type CalendarScope, smsPayerOf } from '../calendar-scope.ts';

/**
 * The warning answered when something of the calendar will send SMS while whoever pays for it has no
 * credit left: said now, while there is still time to buy some, not when the text fails to go.
 */
export async function smsCreditWarning(
  db: Executor,
  scope: CalendarScope,
  texts: { office: string; own: string },
): Promise<string | null> {
  const { balance } = await smsBalance(db, smsPayerOf(scope));
  if (balance > 0) return null;
  return scope.kind === 'office' ? texts.office : texts.own;
}
