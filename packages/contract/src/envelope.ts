import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-size.ts';
import { toPersianDigits } from './persian.ts';

export * from './page-size.ts';

/** `{"result": ...}`: the body of every success answer. */
export const zResult = <T extends z.ZodType>(result: T) => z.object({ result });

/** A page of a list: `{"result": {"count", "next", "previous", "results"}}`. */
export const zPage = <T extends z.ZodType>(item: T) =>
  zResult(
    z.object({
      count: z.number().int(),
      next: z.string().nullable(),
      previous: z.string().nullable(),
      results: z.array(item),
    }),
  );

export const zMessage = z.object({ message: z.string() });

export const zPageQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'شماره صفحه باید از ۱ شروع شود.' }).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: 'اندازه صفحه دست‌کم ۱ است.' })
    .max(PAGE_SIZE_MAX, { error: `اندازه صفحه حداکثر ${toPersianDigits(PAGE_SIZE_MAX)} است.` })
    .default(PAGE_SIZE_DEFAULT),
  search: z.string().max(200).optional(),
  ordering: z.string().max(60).optional(),
});

export type PageQuery = z.infer<typeof zPageQuery>;
