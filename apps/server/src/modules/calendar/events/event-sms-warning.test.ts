import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { call, createCase, createClient, newLawyer, ok } from '../../office/test-helpers.ts';
import {
  C,
  createCalendarTestApp,
  createEvent,
  grantCredit,
  inHours,
  makeUser,
} from '../calendar-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCalendarTestApp();
});
afterAll(() => t.close());

const OFFICE_WARNING =
  'اعتبار پیامک دفتر تمام شده است؛ اگر تا زمان ارسال اعتبار خریده نشود، پیامک‌های این رویداد فرستاده نمی‌شوند و یادآوری‌های آن فقط در برنامه نشان داده می‌شوند.';
const OWN_WARNING =
  'اعتبار پیامک شما تمام شده است؛ اگر تا زمان یادآوری اعتبار نخرید، یادآوری‌های پیامکی این رویداد فقط در برنامه نشان داده می‌شوند.';

type Saved = { pid: string; warning?: string | null };

const remindBySms = async (access: string) =>
  ok(await call(t, 'PATCH', `${C}/settings/update_settings/`, access, { default_channel: 'sms' }));

const updateEvent = async (access: string, pid: string, fields: Record<string, unknown>) =>
  ok<Saved>(
    await call(t, 'PUT', `${C}/events/${pid}/update_event/`, access, {
      title: 'جلسه رسیدگی',
      event_type: 'hearing',
      starts_at: inHours(96),
      ...fields,
    }),
  );

describe('an event that will send SMS without credit', () => {
  it('warns when its default reminders go by SMS and the office has no credit, not once it has', async () => {
    const lawyer = await newLawyer(t);
    await remindBySms(lawyer.access);
    const event = (await createEvent(t, lawyer.access)) as unknown as Saved;
    expect(event.warning).toBe(OFFICE_WARNING);
    await grantCredit(t, lawyer.userId, 5);
    expect((await updateEvent(lawyer.access, event.pid, {})).warning).toBeNull();
  });

  it('says nothing for in-app reminders, and warns when the update turns on texts to the clients', async () => {
    const lawyer = await newLawyer(t);
    const client = await createClient(t, lawyer.access);
    const theCase = await createCase(t, lawyer.access, { client_ids: [client.pid] });
    const event = (await createEvent(t, lawyer.access, { case: theCase.pid })) as unknown as Saved;
    expect(event.warning).toBeNull();
    const texting = await updateEvent(lawyer.access, event.pid, { case: theCase.pid, sms_clients: true });
    expect(texting.warning).toBe(OFFICE_WARNING);
  });

  it('names the user’s own credit on a personal calendar', async () => {
    const consultant = await makeUser(t, 'consultant');
    await remindBySms(consultant.access);
    const event = (await createEvent(t, consultant.access)) as unknown as Saved;
    expect(event.warning).toBe(OWN_WARNING);
  });
});
