import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { smsCreditEvents } from '../messaging/messaging.tables.ts';
import { grantSmsCredit, smsBalance } from '../messaging/sms-credit.ts';
import { call, newLawyer, newSecretary, ok } from '../office/test-helpers.ts';
import { createConsoleProvider } from '../sms/console.provider.ts';
import { SmsDeliveryError } from '../sms/sms.provider.ts';
import { createNotice } from './notice-test-kit.ts';

const alarmsUrl = '/api/notification/v1/alarms/';
const prefsBase = '/api/court-notification/v1/preferences/';

type AlarmPage = { unseen_count: number; results: { kind: string; title: string; link: string | null }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const alarmsOf = async (user: { access: string }) =>
  ok<AlarmPage>(await call(t, 'GET', alarmsUrl, user.access));
/** The SMS of new notices a number received (its sign-up code left out). */
const outbox = async (phone: string) =>
  (await t.services.sms.listOutbox(phone)).filter((m) => m.text.includes('در دفتر ثبت شد'));

describe('a new notice announces itself', () => {
  it('leaves an alarm for every member of the office but its creator', async () => {
    const lawyer = await newLawyer(t);
    const first = await newSecretary(t, lawyer.officeId);
    const second = await newSecretary(t, lawyer.officeId);
    const notice = await createNotice(t, first, { subject: 'ابلاغ وقت رسیدگی پرونده چک' });

    for (const member of [lawyer, second]) {
      const alarms = await alarmsOf(member);
      expect(alarms.unseen_count).toBe(1);
      expect(alarms.results[0]).toMatchObject({ kind: 'court_notice', link: `/court-notices/${notice.pid}` });
      expect(alarms.results[0]?.title).toContain('ابلاغ وقت رسیدگی پرونده چک');
    }
    expect((await alarmsOf(first)).unseen_count).toBe(0);
    // A stranger hears nothing.
    expect((await alarmsOf(await newLawyer(t))).unseen_count).toBe(0);
  });

  it("follows each member's preferences: no alarm when turned off, an SMS paid from the owner's credit", async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    ok(
      await call(t, 'PATCH', `${prefsBase}update_preferences/`, lawyer.access, {
        in_app_on_new_notice: false,
        sms_on_new_notice: true,
      }),
    );
    await t.database.db.transaction((tx) =>
      grantSmsCredit(tx, {
        userId: lawyer.userId,
        messages: 5,
        key: `test-grant:${lawyer.pid}`,
        kind: 'grant',
      }),
    );

    await createNotice(t, secretary, { subject: 'احضاریه' });
    expect((await alarmsOf(lawyer)).unseen_count).toBe(0);
    const sent = await outbox(lawyer.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('احضاریه');
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(4);
  });

  it('sends no SMS and fails nothing when the owner has no SMS credit', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    ok(
      await call(t, 'PATCH', `${prefsBase}update_preferences/`, secretary.access, {
        sms_on_new_notice: true,
      }),
    );
    await createNotice(t, lawyer, { subject: 'اخطاریه رفع نقص' });
    expect(await outbox(secretary.phone)).toHaveLength(0);
    expect((await alarmsOf(secretary)).unseen_count).toBe(1);
  });
});

describe('an SMS the provider cannot send', () => {
  it('gives the credit back and still records the notice', async () => {
    // The console provider (sign-up codes still reach its outbox) whose plain texts all fail.
    const outbox = createConsoleProvider(pino({ level: 'silent' }));
    const failing = await createTestApp(
      {},
      {
        name: outbox.name,
        sendCode: (recipient, code, text) => outbox.sendCode(recipient, code, text),
        sendText: async () => {
          throw new SmsDeliveryError('provider down');
        },
      },
    );
    try {
      const lawyer = await newLawyer(failing);
      const secretary = await newSecretary(failing, lawyer.officeId);
      ok(
        await call(failing, 'PATCH', `${prefsBase}update_preferences/`, lawyer.access, {
          sms_on_new_notice: true,
        }),
      );
      await failing.database.db.transaction((tx) =>
        grantSmsCredit(tx, {
          userId: lawyer.userId,
          messages: 3,
          key: `test-grant:${lawyer.pid}`,
          kind: 'grant',
        }),
      );
      await createNotice(failing, secretary, { subject: 'دادنامه' });
      expect((await smsBalance(failing.database.db, lawyer.userId)).balance).toBe(3);
      const events = await failing.database.db
        .select({ kind: smsCreditEvents.kind })
        .from(smsCreditEvents)
        .where(eq(smsCreditEvents.userId, lawyer.userId))
        .orderBy(smsCreditEvents.id);
      expect(events.map((e) => e.kind)).toEqual(['grant', 'spend', 'refund']);
    } finally {
      await failing.close();
    }
  });
});

describe('preferences', () => {
  it('answers the defaults, changes only what is sent and validates the hour', async () => {
    const lawyer = await newLawyer(t);
    expect(ok(await call(t, 'GET', `${prefsBase}get_preferences/`, lawyer.access))).toEqual({
      in_app_on_new_notice: true,
      sms_on_new_notice: false,
      daily_digest_hour: null,
    });
    const saved = ok<Record<string, unknown>>(
      await call(t, 'PATCH', `${prefsBase}update_preferences/`, lawyer.access, { daily_digest_hour: 8 }),
    );
    expect(saved).toMatchObject({
      in_app_on_new_notice: true,
      daily_digest_hour: 8,
      message: expect.any(String),
    });
    ok(await call(t, 'PATCH', `${prefsBase}update_preferences/`, lawyer.access, { sms_on_new_notice: true }));
    expect(ok(await call(t, 'GET', `${prefsBase}get_preferences/`, lawyer.access))).toEqual({
      in_app_on_new_notice: true,
      sms_on_new_notice: true,
      daily_digest_hour: 8,
    });
    const bad = await call(t, 'PATCH', `${prefsBase}update_preferences/`, lawyer.access, {
      daily_digest_hour: 24,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages.daily_digest_hour).toBeTruthy();
    const secretary = await newSecretary(t, lawyer.officeId);
    expect(ok(await call(t, 'GET', `${prefsBase}get_preferences/`, secretary.access))).toMatchObject({
      sms_on_new_notice: false,
    });
  });

  it('is not for a client (403)', async () => {
    const { newClientUser } = await import('../office/test-helpers.ts');
    const client = await newClientUser(t);
    expect((await call(t, 'GET', `${prefsBase}get_preferences/`, client.access)).statusCode).toBe(403);
  });
});
