/**
 * What text the platform accepts, decided once (decision 012): no NUL, no other C0 control character
 * except tab, line feed and carriage return, and no lone UTF-16 surrogate. PostgreSQL cannot store a
 * NUL and stores a lone surrogate as U+FFFD, so such text would either fail deep in a query or be
 * stored as something other than what was hashed and shown back.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const textRefusal = {
  control: 'متن ارسال‌شده نویسهٔ کنترلی نامعتبر دارد؛ آن را حذف کنید و دوباره بفرستید.',
  surrogate: 'متن ارسال‌شده نویسهٔ ناقص یا نامعتبر دارد؛ آن را حذف کنید و دوباره بفرستید.',
} as const;

/** Why a string is refused, or null when it is acceptable. */
export function unacceptableText(value: string): string | null {
  if (CONTROL.test(value)) return textRefusal.control;
  if (LONE_SURROGATE.test(value)) return textRefusal.surrogate;
  return null;
}

/**
 * The first refused string anywhere in a parsed JSON value (keys included), with the path of the field
 * it sits under, or null.
 */
export function findUnacceptableText(
  value: unknown,
  path: string[] = [],
): { path: string[]; message: string } | null {
  if (typeof value === 'string') {
    const message = unacceptableText(value);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnacceptableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyMessage = unacceptableText(key);
      if (keyMessage) return { path, message: keyMessage };
      const found = findUnacceptableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
