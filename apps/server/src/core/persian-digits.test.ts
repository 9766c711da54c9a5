import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp, uniquePhone } from '../../test/test-app.ts';
import { t as coreTexts } from './messages.ts';

/** A Latin digit that is not part of a Latin name («UTF-8», «ISO 8601»). */
const NUMBER_IN_TEXT = /(?<![A-Za-z]-?|[A-Za-z] )[0-9]/;
const PERSIAN = /[\u0600-\u06FF]/;
const SRC = join(import.meta.dirname, '..');

/** Every messages file of the server: core/messages.ts and each module's *.messages.ts. */
function messageFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return entry.name.endsWith('messages.ts') ? [path] : [];
  });
}

describe('server messages', () => {
  const files = messageFiles();

  it('are all found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('never put a number parameter into a text without Persian digits', () => {
    const bare = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const numbers = [...source.matchAll(/\b(\w+)\??: number\b/g)].map((match) => match[1]);
      return numbers
        .filter((name) => new RegExp(`\\$\\{${name}\\}`).test(source))
        .map((name) => `${file.slice(SRC.length)}: \${${name}}`);
    });
    expect(bare).toEqual([]);
  });

  it('write no Latin digit in a Persian text (a name such as UTF-8 aside)', () => {
    const latin = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8').replace(/\$\{[^}]*\}/g, '');
      const literals = [...source.matchAll(/'[^'\n]*'|`[^`]*`/g)].map((match) => match[0]);
      return literals
        .filter((text) => PERSIAN.test(text) && NUMBER_IN_TEXT.test(text))
        .map((text) => `${file.slice(SRC.length)}: ${text}`);
    });
    expect(latin).toEqual([]);
  });

  it('say how long to wait when throttled, in Persian digits', () => {
    expect(coreTexts.throttled(56)).toBe(
      'تعداد درخواست‌ها بیش از حد مجاز است؛ ۵۶ ثانیه دیگر دوباره تلاش کنید.',
    );
    expect(coreTexts.throttled(3541)).toMatch(/؛ ۶۰ دقیقه دیگر/);
  });
});

describe('error bodies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '1' });
  });
  afterAll(() => app.close());

  it('of a rate limit and of a paging rule carry Persian digits only', async () => {
    const send = () => post(app.app, '/api/auth/v1/send-register-code/', { username: uniquePhone() });
    expect((await send()).statusCode).toBe(202);
    const throttled = await send();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().detail).toMatch(/^تعداد درخواست‌ها بیش از حد مجاز است؛ [۰-۹]+ دقیقه دیگر/);

    const paging = await app.app.inject({
      method: 'GET',
      url: '/api/consultation/v1/consultants/?page_size=500',
    });
    expect(paging.statusCode).toBe(400);
    expect(JSON.stringify(paging.json())).toContain('اندازه صفحه حداکثر ۱۰۰ است.');
    expect(JSON.stringify(paging.json())).not.toMatch(/[0-9]/);
  });
});
