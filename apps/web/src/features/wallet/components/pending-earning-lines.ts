import type { PendingEarning } from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { walletText } from '@/locales/fa/wallet';

const text = walletText.pending;

/** What a pending share is for, and when it reaches the wallet (or why it waits). */
export function pendingEarningLines(earning: PendingEarning): { title: string; when: string } {
  const title = (earning.source === 'chat' ? text.chat : text.consultation)(earning.payer_name);
  if (earning.disputed) return { title, when: text.disputed };
  if (!earning.payout_due_at) return { title, when: text.running };
  return { title, when: text.dueAt(formatJalaliDateTime(earning.payout_due_at)) };
}

/** The coins of every share still waiting. */
export const pendingTotal = (earnings: PendingEarning[]) =>
  earnings.reduce((sum, earning) => sum + earning.share, 0);
