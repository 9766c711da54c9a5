import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretaryOf } from './office-world.ts';
import { call, createOfficeTestApp, newClientUser, newLawyer, ok } from './test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const card = '/api/lawyer-office/v1/offices/mine/';

describe("the office's card", () => {
  it('keeps the name, licence, bar association and address the lawyer types; the secretary reads them', async () => {
    const lawyer = await newLawyer(t);
    const saved = ok<Record<string, unknown>>(
      await call(t, 'PUT', card, lawyer.access, {
        name: 'دفتر وکالت احمدی و همکاران',
        licence_no: '۱۲۳۴۵',
        bar_association: 'markaz',
        address: 'تهران، خیابان ولیعصر، پلاک ۱۰',
      }),
    );
    expect(saved).toMatchObject({
      name: 'دفتر وکالت احمدی و همکاران',
      licence_no: '12345',
      bar_association: 'markaz',
      bar_association_label: 'کانون وکلای دادگستری مرکز',
      address: 'تهران، خیابان ولیعصر، پلاک ۱۰',
      can_edit: true,
    });

    const secretary = await secretaryOf(t, lawyer.access);
    expect(ok(await call(t, 'GET', card, secretary.access))).toMatchObject({
      name: 'دفتر وکالت احمدی و همکاران',
      can_edit: false,
    });
    const refused = await call(t, 'PUT', card, secretary.access, { name: 'دفتر دیگر' });
    expect(refused.statusCode).toBe(403);
    expect(ok(await call(t, 'GET', card, lawyer.access))).toMatchObject({
      name: 'دفتر وکالت احمدی و همکاران',
    });
  });

  it('refuses an empty name and an unknown bar association in Persian, and changes nothing', async () => {
    const lawyer = await newLawyer(t);
    const before = ok<{ name: string }>(await call(t, 'GET', card, lawyer.access));
    const bad = await call(t, 'PUT', card, lawyer.access, { name: ' ', bar_association: 'nowhere' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages).toMatchObject({
      name: ['نام دفتر را بنویسید.'],
      bar_association: ['کانون انتخاب‌شده معتبر نیست.'],
    });
    expect(ok<{ name: string }>(await call(t, 'GET', card, lawyer.access)).name).toBe(before.name);
  });

  it('is no business of a client, who has no office', async () => {
    const client = await newClientUser(t);
    expect((await call(t, 'GET', card, client.access)).statusCode).toBe(403);
    expect((await call(t, 'PUT', card, client.access, { name: 'دفتر' })).statusCode).toBe(403);
  });
});
