import { z } from 'zod';
import { parseRialAmount, rialAmountProblem } from './amount.ts';

/** An amount in rial typed in Persian or Latin digits, with or without separators; more than zero. */
export const zRialAmount = (label: string, options: { allowZero?: boolean } = {}) =>
  z.union([z.number(), z.string()], { error: `${label} را وارد کنید.` }).transform((value, ctx) => {
    const amount = parseRialAmount(value);
    const problem = rialAmountProblem(label, amount, options.allowZero);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return amount as number;
  });
