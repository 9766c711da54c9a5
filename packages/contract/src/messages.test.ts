import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zRequiredText } from './content/fields.ts';
import * as contract from './index.ts';

const LATIN_DIGIT = /[0-9]/;
/** zod's own English defaults are replaced by the server's Persian ones (core/messages.ts); ours are Persian. */
const PERSIAN = /[\u0600-\u06FF]/;

/** Values that break every kind of rule: missing, empty, blank, too long, too big, negative, wrong type. */
const PROBES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'x'.repeat(100_001),
  -1,
  10 ** 15,
  1.5,
  [],
  {},
  true,
];

const schemas = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Every message a schema gives for the probes, whole and field by field for an object. */
function messagesOf(schema: z.ZodType): string[] {
  const bodies: unknown[] = [...PROBES];
  if (schema instanceof z.ZodObject) {
    for (const key of Object.keys(schema.shape)) for (const probe of PROBES) bodies.push({ [key]: probe });
  }
  return bodies.flatMap((body) => {
    try {
      const result = schema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    } catch {
      return [];
    }
  });
}

describe('the messages of the contract', () => {
  it('probes the schemas it should', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it('write every number in Persian digits', () => {
    const latin = schemas.flatMap(([name, schema]) =>
      messagesOf(schema)
        .filter((message) => PERSIAN.test(message) && LATIN_DIGIT.test(message))
        .map((message) => `${name}: ${message}`),
    );
    expect([...new Set(latin)]).toEqual([]);
    // Every schema of the contract times a dozen probes per field: seconds on a loaded machine.
  }, 60_000);

  it('ask for an empty required value instead of stating a length rule', () => {
    const title = zRequiredText('عنوان', 200, 3);
    expect(title.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual([
      'عنوان را وارد کنید.',
    ]);
    expect(title.safeParse('ab').error?.issues.map((issue) => issue.message)).toEqual([
      'عنوان باید دست‌کم ۳ نویسه باشد.',
    ]);
    expect(contract.zPersonName('نام').safeParse('').error?.issues[0]?.message).toBe('نام را وارد کنید.');
    expect(contract.zPersonName('نام خانوادگی').safeParse('احمدی 😀').error?.issues[0]?.message).toBe(
      'نام خانوادگی نباید شکلک داشته باشد؛ آن را همان‌گونه که در شناسنامه آمده بنویسید.',
    );
    // Arabic letters are kept as typed; only pictographs are refused.
    expect(contract.zPersonName('نام').parse('علي')).toBe('علي');
    expect(contract.zPassword.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'رمز عبور را وارد کنید.',
    ]);
  });
});
