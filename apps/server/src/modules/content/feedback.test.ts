import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { alarms } from '../notification/tables/alarms.ts';
import {
  type ContentTestUser,
  call,
  createContentTestApp,
  fails,
  makeUser,
  marker,
  ok,
  type Paged,
} from './test-kit.ts';

const F = '/api/feedback/v1/send-feedback/';
const A = '/api/admin/v1/content/feedback/';
let t: TestApp;
let admin: ContentTestUser;
let sara: ContentTestUser;
let omid: ContentTestUser;

beforeAll(async () => {
  t = await createContentTestApp();
  admin = await makeUser(t, 'admin');
  sara = await makeUser(t, 'client', 'سارا', 'کاظمی');
  omid = await makeUser(t, 'lawyer', 'امید', 'نوری');
});
afterAll(() => t.close());

const send = (user: ContentTestUser, body: Record<string, unknown>) =>
  call(t, 'POST', F, { token: user.access, body });
const feedbackOf = (tag: string) => ({
  subject: `کندی بارگذاری اسناد ${tag}`,
  message: 'بارگذاری فایل‌های بزرگ در پرونده‌ها کند است.',
  category: 'bug',
  rating: '۴',
});

describe('feedback', () => {
  it('is sent by any signed-in role and read back by its sender only', async () => {
    const tag = marker();
    const answer = ok<{ message: string; feedback: Record<string, unknown> }>(
      await send(sara, feedbackOf(tag)),
      201,
    );
    expect(answer.message).toMatch(/[\u0600-\u06FF]/);
    const sent = answer.feedback;
    expect(sent).toMatchObject({
      category: 'bug',
      rating: 4,
      status: 'open',
      reply: null,
      replied_at: null,
      message: feedbackOf(tag).message,
    });
    ok(
      await send(omid, {
        subject: 'پیشنهاد تقویم',
        message: 'ای کاش تقویم هفتگی هم داشت.',
        category: 'suggestion',
      }),
      201,
    );
    ok(
      await send(admin, {
        subject: 'آزمون مدیر',
        message: 'مدیر هم می‌تواند بازخورد بدهد.',
        category: 'other',
      }),
      201,
    );

    const mine = ok<Paged<{ pid: string }>>(await call(t, 'GET', F, { token: sara.access }));
    expect(mine.results.map((f) => f.pid)).toEqual([sent.pid]);
    ok(await call(t, 'GET', `${F}${sent.pid}/`, { token: sara.access }));
    fails(await call(t, 'GET', `${F}${sent.pid}/`, { token: omid.access }), 404);
    const theirs = ok<Paged<{ pid: string }>>(await call(t, 'GET', F, { token: omid.access }));
    expect(theirs.results.map((f) => f.pid)).not.toContain(sent.pid);
    expect((await call(t, 'GET', F)).statusCode).toBe(401);
    expect((await call(t, 'POST', F, { body: feedbackOf(tag) })).statusCode).toBe(401);
  });

  it('refuses bad input with Persian field errors', async () => {
    const body = fails(
      await send(sara, { subject: 'س', message: 'کوتاه', category: 'praise', rating: 6 }),
      400,
    );
    expect(Object.keys(body.error_messages)).toEqual(
      expect.arrayContaining(['subject', 'message', 'category', 'rating', 'message']),
    );
    expect(String(body.error_messages.category)).toMatch(/[\u0600-\u06FF]/);
  });

  it('is answered once by an admin; the sender gets an alarm and sees the reply', async () => {
    const tag = marker();
    const sent = ok<{ feedback: { pid: string } }>(await send(sara, feedbackOf(tag)), 201).feedback;
    fails(
      await call(t, 'POST', `${A}${sent.pid}/reply/`, { token: omid.access, body: { reply: 'پاسخ' } }),
      403,
    );

    const found = ok<Paged<{ pid: string; user: { pid: string } }>>(
      await call(t, 'GET', `${A}?search=${encodeURIComponent(`كاظمي ${tag}`)}&status=open&category=bug`, {
        token: admin.access,
      }),
    );
    expect(found.results[0]).toMatchObject({ pid: sent.pid, user: { pid: sara.pid, first_name: 'سارا' } });

    const answered = ok<{ message: string; feedback: Record<string, unknown> }>(
      await call(t, 'POST', `${A}${sent.pid}/reply/`, {
        token: admin.access,
        body: { reply: 'از گزارش شما سپاسگزاریم؛ این مشکل در نسخهٔ بعدی برطرف می‌شود.' },
      }),
    );
    expect(answered.message).toMatch(/[\u0600-\u06FF]/);
    expect(answered.feedback).toMatchObject({
      status: 'answered',
      replied_by: { pid: admin.pid },
      message: feedbackOf(tag).message,
    });

    const mine = ok<{ reply: string; replied_at: string; status: string }>(
      await call(t, 'GET', `${F}${sent.pid}/`, { token: sara.access }),
    );
    expect(mine).toMatchObject({ status: 'answered', reply: expect.stringContaining('سپاسگزاریم') });
    expect(Date.parse(mine.replied_at)).not.toBeNaN();

    const alarmsOfSara = await t.database.db
      .select()
      .from(alarms)
      .where(and(eq(alarms.userId, sara.id), eq(alarms.kind, 'system')));
    expect(alarmsOfSara).toHaveLength(1);
    expect(alarmsOfSara[0]).toMatchObject({ link: `/feedback?item=${sent.pid}`, seenAt: null });
    expect(alarmsOfSara[0]?.body).toContain(tag);
    const listed = ok<Paged<{ title: string }>>(
      await call(t, 'GET', '/api/notification/v1/alarms/', { token: sara.access }),
    );
    expect(listed.results.map((a) => a.title)).toContain('به بازخورد شما پاسخ داده شد');

    fails(
      await call(t, 'POST', `${A}${sent.pid}/reply/`, { token: admin.access, body: { reply: 'پاسخ دوم' } }),
      409,
    );
    fails(await call(t, 'POST', `${A}unknown/reply/`, { token: admin.access, body: { reply: 'پاسخ' } }), 404);
  });

  it('gives one reply and one alarm when two admins answer at once', async () => {
    const other = await makeUser(t, 'admin');
    const sender = await makeUser(t, 'consultant');
    const sent = ok<{ feedback: { pid: string } }>(await send(sender, feedbackOf(marker())), 201).feedback;
    const answers = await Promise.all(
      [admin, other].map((a, i) =>
        call(t, 'POST', `${A}${sent.pid}/reply/`, {
          token: a.access,
          body: { reply: `پاسخ شمارهٔ ${i + 1}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(alarms).where(eq(alarms.userId, sender.id));
    expect(rows).toHaveLength(1);
  });
});
