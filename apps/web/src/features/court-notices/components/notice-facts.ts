import { type CourtNotice, toPersianDigits } from '@vakilyar/contract';
import { formatJalaliDateTime, formatJalaliDay } from '@/lib/format/jalali';
import { courtNoticesText } from '@/locales/fa/court-notices';

/** «شعبه ۲۱۴» and «۲۱۴» alike read «شعبه ۲۱۴». */
export const branchLabel = (branch: string) => `شعبه ${toPersianDigits(branch.replace(/^شعبه\s*/, ''))}`;

/** A served-on `YYYY-MM-DD` as «۱۲ مرداد ۱۴۰۳», read as a local day. */
export const servedOnLabel = (iso: string) => formatJalaliDay(iso);

/** The one line under a notice's subject: number, court and branch, date of service, hearing. */
export function noticeFacts(notice: CourtNotice): string {
  const text = courtNoticesText.list;
  return [
    notice.notice_number && text.number(toPersianDigits(notice.notice_number)),
    notice.court && toPersianDigits(notice.court),
    notice.branch && branchLabel(notice.branch),
    notice.served_on && text.servedOn(servedOnLabel(notice.served_on)),
    notice.hearing_at && text.hearingAt(formatJalaliDateTime(notice.hearing_at)),
  ]
    .filter(Boolean)
    .join('، ');
}
