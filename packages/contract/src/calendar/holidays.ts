import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { normalizePersianText } from '../persian.ts';
import { zCalendarBound, zCalendarDate } from './fields.ts';

/** An official holiday (تعطیل رسمی): deadlines that end on one move to the next working day. */
export const zHoliday = z.object({ pid: z.string(), date: z.string(), title: z.string() });

export const zHolidayListQuery = zPageQuery.pick({ page: true, page_size: true }).extend({
  from: zCalendarBound('ابتدای بازه'),
  to: zCalendarBound('انتهای بازه'),
});

export const zCreateHolidayRequest = z.object({
  date: zCalendarDate('تاریخ تعطیلی'),
  title: z
    .string({ error: 'مناسبت تعطیلی را وارد کنید.' })
    .transform(normalizePersianText)
    .pipe(
      z
        .string()
        .min(2, { error: 'مناسبت تعطیلی را وارد کنید.' })
        .max(200, { error: 'مناسبت طولانی‌تر از حد مجاز است.' }),
    ),
});

export const zHolidayPage = zPage(zHoliday);
export const zHolidayMutationResponse = zResult(zHoliday.extend({ message: z.string() }));

export type Holiday = z.infer<typeof zHoliday>;
export type CreateHolidayRequest = z.output<typeof zCreateHolidayRequest>;
