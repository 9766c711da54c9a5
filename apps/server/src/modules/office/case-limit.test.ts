import { FREE_TIER_LIMITS } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionPackage } from '../subscription/subscription-admin.ts';
import { fundWallet, statusCounts } from '../wallet/money-test-helpers.ts';
import { call, createOfficeTestApp, newLawyer, newSecretary, ok } from './test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const newCase = (token: string, title: string) =>
  call(t, 'POST', '/api/lawyer-office/v1/cases/', token, { title, case_type: 'civil' });

describe("the owner's plan caps the office's cases", () => {
  it('lets exactly the free tier through when more cases are created at once, secretaries included', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const attempts = FREE_TIER_LIMITS.cases + 4;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        newCase(i % 2 ? secretary.access : lawyer.access, `پرونده شماره ${i + 1}`),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: FREE_TIER_LIMITS.cases, 402: 4 });
    const refused = answers.find((a) => a.statusCode === 402)?.json();
    expect(refused).toMatchObject({ code: 'payment_required' });
    expect(JSON.stringify(refused)).toContain('طرح رایگان');

    const list = ok<{ count: number }>(await call(t, 'GET', '/api/lawyer-office/v1/cases/', lawyer.access));
    expect(list.count).toBe(FREE_TIER_LIMITS.cases);
  });

  it('opens more places once the owner subscribes to a larger package', async () => {
    const lawyer = await newLawyer(t);
    for (let i = 0; i < FREE_TIER_LIMITS.cases; i++) ok(await newCase(lawyer.access, `پرونده ${i}`), 201);
    expect((await newCase(lawyer.access, 'یکی بیشتر')).statusCode).toBe(402);

    const office = await createSubscriptionPackage(t.database.db, {
      name: 'دفتر پرکار',
      description: 'برای آزمون سقف پرونده',
      price: 90,
      duration_days: 30,
      limits: { cases: FREE_TIER_LIMITS.cases + 1, ai_chats_per_month: 10, included_sms: 0 },
      is_active: true,
      sort_order: 9,
    });
    await fundWallet(t.database.db, lawyer.userId, 90);
    ok(
      await call(t, 'POST', '/api/subscription/v1/subscriptions/subscribe/', lawyer.access, {
        package: office.pid,
      }),
      201,
    );
    ok(await newCase(lawyer.access, 'یکی بیشتر'), 201);
    expect((await newCase(lawyer.access, 'باز هم بیشتر')).statusCode).toBe(402);
  });
});
