import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs/testing.ts';
import { caseClientAccess } from '../office/tables/cases.ts';
import { officeClients } from '../office/tables/clients.ts';
import {
  addCoCounsel,
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  newClientUser,
  newLawyer,
  newSecretary,
  ok,
} from '../office/test-helpers.ts';
import { makeUser } from '../wallet/money-test-helpers.ts';
import { feePayments } from './fees.tables.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
type Loose = Record<string, any>;
type App = Awaited<ReturnType<typeof createOfficeTestApp>>;
let t: App;
let lawyer: Awaited<ReturnType<typeof newLawyer>>;
let kase: { pid: string; title: string };
const f = '/api/fees/v1';

const agreement = (fee: number | string) => ({
  basis: 'agreed',
  agreed_fee: fee,
  tariff: { matter: 'money_claim', claim_amount: '۳٬۰۰۰٬۰۰۰٬۰۰۰' },
  payer: 'client',
  contract_registration_no: '۱۴۰۵۱۲۳۴',
});

beforeAll(async () => {
  t = await createOfficeTestApp();
  lawyer = await newLawyer(t);
  const client = await createClient(t, lawyer.access);
  kase = await createCase(t, lawyer.access, { client_ids: [client.pid] });
});
afterAll(() => t.close());

const pay = (token: string, body: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${f}/cases/${kase.pid}/payments/`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('the fee agreement and its schedule', () => {
  it('stores the agreed fee with the tariff, the stamp and the bar shares beside it', async () => {
    const a = ok<Loose>(
      await call(t, 'PUT', `${f}/cases/${kase.pid}/agreement/`, lawyer.access, agreement('۲۵۰٬۰۰۰٬۰۰۰')),
    );
    expect(a.agreed_fee).toBe(250_000_000);
    expect(a.tariff.min).toBe(195_000_000);
    expect(a.tariff.stages.map((s: { min: number }) => s.min)).toEqual([117_000_000, 78_000_000]);
    expect(a.recoverable_from_loser).toBe(195_000_000);
    expect(a.stamp).toMatchObject({ stamp: 12_500_000, bar_fund: 6_250_000, bar: 3_125_000 });
    expect(a.contract_registration_no).toBe('14051234');
    const terms = ok<{ lines: string[] }>(
      await call(t, 'GET', `${f}/cases/${kase.pid}/agreement/terms/`, lawyer.access),
    );
    expect(terms.lines.join('\n')).toContain('۲۵۰٬۰۰۰٬۰۰۰ ریال');
  });

  it.each([
    ['-5', 'نمی‌تواند منفی باشد'],
    ['0', 'بیشتر از صفر'],
    ['10000000000000000', 'بیش از حد مجاز'],
    ['۱۲abc', 'فقط با رقم'],
  ])('refuses a fee of %j in Persian and changes nothing', async (fee, message) => {
    const response = await call(t, 'PUT', `${f}/cases/${kase.pid}/agreement/`, lawyer.access, agreement(fee));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    const finance = ok<Loose>(await call(t, 'GET', `${f}/cases/${kase.pid}/`, lawyer.access));
    expect(finance.agreement.agreed_fee).toBe(250_000_000);
  });

  it('refuses a schedule that does not add up, naming the difference', async () => {
    const response = await call(t, 'PUT', `${f}/cases/${kase.pid}/instalments/`, lawyer.access, {
      instalments: [
        { due_on: '2026-01-10', amount: 100_000_000 },
        { due_on: '2026-02-10', amount: 100_000_000 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('۵۰٬۰۰۰٬۰۰۰ ریال کمتر');
  });

  it('takes a schedule that adds up, marks the past one overdue and schedules reminders', async () => {
    const rows = ok<{ pid: string; status: string; due_on_jalali: string }[]>(
      await call(t, 'PUT', `${f}/cases/${kase.pid}/instalments/`, lawyer.access, {
        instalments: [
          { due_on: '2025-01-10', amount: '۱۰۰٬۰۰۰٬۰۰۰' },
          { due_on: '2036-02-10', amount: 150_000_000 },
        ],
      }),
    );
    expect(rows.map((r) => r.status)).toEqual(['overdue', 'due']);
    expect(rows[0]?.due_on_jalali).toBe('۱۴۰۳/۱۰/۲۱');
    const due = ok<{ overdue: unknown[] }>(
      await call(t, 'GET', `${f}/books/due-instalments/`, lawyer.access),
    );
    expect(due.overdue).toHaveLength(1);
  });
});

describe('instalment reminders', () => {
  it('texts the client from the office credit, or tells the lawyer honestly that none went', async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const office = await newLawyer(t);
    const client = await createClient(t, office.access);
    const c = await createCase(t, office.access, { client_ids: [client.pid] });
    ok(await call(t, 'PUT', `${f}/cases/${c.pid}/agreement/`, office.access, agreement(10_000_000)));
    ok(
      await call(t, 'PUT', `${f}/cases/${c.pid}/instalments/`, office.access, {
        instalments: [{ due_on: soon, amount: 10_000_000 }],
      }),
    );
    await runDueJobs(t, new Date(Date.now() + 2 * 86_400_000));
    // The case's checklist tasks fall due too; the instalment's alarm is the one naming its case.
    const { rows } = await t.database.db.execute<{ title: string; body: string }>(
      sql`select title, body from alarms where user_id = ${office.userId} order by id desc`,
    );
    const reminder = rows.find((row) => row.title.includes(c.title) && !row.title.startsWith('سررسید کار'));
    expect(reminder?.body).toContain('اعتبار پیامک دفتر تمام شده بود');
  });
});

describe('payments by hand', () => {
  it('settles one instalment once when two payments of it arrive at once, with numbered receipts', async () => {
    const finance = ok<Loose>(await call(t, 'GET', `${f}/cases/${kase.pid}/`, lawyer.access));
    const first = finance.instalments[0].pid;
    const body = {
      amount: 100_000_000,
      method: 'cheque',
      paid_on: '2025-01-11',
      instalment: first,
      cheque_number: '۱۲۳۴۵۶',
      cheque_due_on: '2025-02-01',
    };
    const answers = await Promise.all([pay(lawyer.access, body), pay(lawyer.access, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = ok<Loose>(await call(t, 'GET', `${f}/cases/${kase.pid}/`, lawyer.access));
    expect(after.instalments[0].status).toBe('paid');
    expect(after.totals).toMatchObject({ paid: 100_000_000, outstanding: 150_000_000, overdue: 0 });
    expect(after.payments[0].receipt_no).toBe(1);
  });

  it('answers a replayed Idempotency-Key with the first payment', async () => {
    const body = { amount: '۱٬۰۰۰٬۰۰۰', method: 'cash', paid_on: '2025-03-01' };
    const [a, b] = await Promise.all([pay(lawyer.access, body, 'k-1'), pay(lawyer.access, body, 'k-1')]);
    expect(a.json().result.pid).toBe(b.json().result.pid);
    const rows = await t.database.db
      .select()
      .from(feePayments)
      .where(eq(feePayments.officeId, lawyer.officeId));
    expect(rows.map((r) => r.receiptNo).sort()).toEqual([1, 2]);
  });

  it('files a Persian PDF receipt in the case documents', async () => {
    await runDueJobs(t);
    const finance = ok<Loose>(await call(t, 'GET', `${f}/cases/${kase.pid}/`, lawyer.access));
    expect(finance.payments.every((p: { receipt_document: string | null }) => p.receipt_document)).toBe(true);
    const pdf = await call(t, 'GET', `${f}/payments/${finance.payments[0].pid}/receipt/`, lawyer.access);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets a secretary record only when the lawyer allows it; a co-counsel and another office see nothing', async () => {
    const secretary = await newSecretary(t, lawyer.officeId);
    const cash = { amount: 500_000, method: 'cash', paid_on: '2025-03-02' };
    expect((await pay(secretary.access, cash)).statusCode).toBe(403);
    ok(await call(t, 'PUT', `${f}/settings/`, lawyer.access, { secretaries_may_record: true }));
    expect((await pay(secretary.access, cash)).statusCode).toBe(201);
    expect(
      (await call(t, 'PUT', `${f}/cases/${kase.pid}/agreement/`, secretary.access, agreement(1_000)))
        .statusCode,
    ).toBe(403);
    const other = await newLawyer(t);
    expect((await call(t, 'GET', `${f}/cases/${kase.pid}/`, other.access)).statusCode).toBe(404);
    expect((await pay(other.access, cash)).statusCode).toBe(404);
    await addCoCounsel(t, kase.pid, lawyer.access, other);
    expect((await call(t, 'GET', `${f}/cases/${kase.pid}/`, other.access)).statusCode).toBe(404);
  });

  it('keeps expenses and time, and exports the books as CSV with a BOM', async () => {
    ok(
      await call(t, 'POST', `${f}/cases/${kase.pid}/expenses/`, lawyer.access, {
        kind: 'expert_fee',
        amount: '۲٬۰۰۰٬۰۰۰',
        spent_on: '2025-03-03',
        billable: true,
      }),
      201,
    );
    ok(
      await call(t, 'POST', `${f}/cases/${kase.pid}/time-entries/`, lawyer.access, {
        minutes: '۹۰',
        worked_on: '2025-03-03',
        description: 'مطالعه پرونده',
      }),
      201,
    );
    const receivables = ok<{ rows: { outstanding: number }[] }>(
      await call(t, 'GET', `${f}/books/receivables/`, lawyer.access),
    );
    expect(receivables.rows[0]?.outstanding).toBe(250_000_000 + 2_000_000 - 101_500_000);
    const csv = await call(t, 'GET', `${f}/books/income/export/?year=1403`, lawyer.access);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect(csv.body).toContain('دی ۱۴۰۳');
    const yearly = ok<{ stamps: number; assessed_income: number }>(
      await call(t, 'GET', `${f}/books/yearly/`, lawyer.access),
    );
    expect(yearly.assessed_income).toBe(yearly.stamps * 20);
  });
});

describe("the client's account, the case CSV, and another office", () => {
  it('sums the client across their cases and lists their payments with the case', async () => {
    const finance = ok<Loose>(await call(t, 'GET', `${f}/cases/${kase.pid}/`, lawyer.access));
    const account = ok<Loose>(await call(t, 'GET', `${f}/clients/${finance.clients[0].pid}/`, lawyer.access));
    expect(account.cases.map((c: Loose) => c.case.pid)).toEqual([kase.pid]);
    expect(account.totals).toEqual(finance.totals);
    expect(account.cases[0].next_due_on).toBe('2036-02-10');
    expect(account.payments).toHaveLength(finance.payments.length);
    expect(account.payments[0]).toMatchObject({ pid: finance.payments[0].pid, case: { pid: kase.pid } });
  });

  it('exports the case as a CSV Excel opens in Persian, every row and the totals', async () => {
    const response = await call(t, 'GET', `${f}/cases/${kase.pid}/export/`, lawyer.access);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.slice(1).split('\r\n');
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    expect(lines[1]).toContain('"قرارداد حق‌الوکاله"');
    expect(lines.filter((l) => l.startsWith('"قسط'))).toHaveLength(2);
    expect(lines.find((l) => l.includes('"چک ۱۲۳۴۵۶"') || l.includes('"چک 123456"'))).toContain(
      '"100000000"',
    );
    expect(lines.find((l) => l.startsWith('"هزینه"'))).toContain('"2000000"');
    expect(lines.find((l) => l.startsWith('"کارکرد"'))).toContain('(۹۰ دقیقه)');
    expect(lines).toContain('"جمع","","دریافتی","101500000","",""');
  });

  it("shows another office's lawyer none of this office's fee records: each is a 404 and nothing changes", async () => {
    const before = ok<Loose>(await call(t, 'GET', `${f}/cases/${kase.pid}/`, lawyer.access));
    const other = await newLawyer(t);
    const c = `${f}/cases/${kase.pid}`;
    const attempts: [string, string, Record<string, unknown>?][] = [
      ['GET', `${c}/`],
      ['PUT', `${c}/agreement/`, agreement(1_000_000)],
      ['GET', `${c}/agreement/terms/`],
      ['PUT', `${c}/instalments/`, { instalments: [{ due_on: '2036-01-01', amount: 1_000_000 }] }],
      ['POST', `${c}/payments/`, { amount: 500_000, method: 'cash', paid_on: '2025-03-02' }],
      ['POST', `${c}/payment-link/`, { amount: 500_000 }],
      ['POST', `${c}/expenses/`, { kind: 'travel', amount: 1_000, spent_on: '2025-03-03', billable: false }],
      ['POST', `${c}/time-entries/`, { minutes: 10, worked_on: '2025-03-03', description: 'مطالعه پرونده' }],
      ['GET', `${c}/export/`],
      ['DELETE', `${f}/expenses/${before.expenses[0].pid}/`],
      ['DELETE', `${f}/time-entries/${before.time_entries[0].pid}/`],
      ['GET', `${f}/payments/${before.payments[0].pid}/receipt/`],
      ['GET', `${f}/clients/${before.clients[0].pid}/`],
    ];
    for (const [method, url, body] of attempts) {
      const answer = await call(t, method as 'GET', url, other.access, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their own books hold nothing of it.
    const books = ok<{ rows: unknown[] }>(await call(t, 'GET', `${f}/books/receivables/`, other.access));
    expect(books.rows).toEqual([]);
    const due = ok<{ overdue: unknown[]; upcoming: unknown[] }>(
      await call(t, 'GET', `${f}/books/due-instalments/`, other.access),
    );
    expect([...due.overdue, ...due.upcoming]).toEqual([]);
    const income = ok<{ total: number }>(await call(t, 'GET', `${f}/books/income/?year=1403`, other.access));
    expect(income.total).toBe(0);
    expect(ok<Loose>(await call(t, 'GET', `${c}/`, lawyer.access))).toEqual(before);
  });
});

describe('online payments from the portal', () => {
  it('keeps the ledger balanced under 50 concurrent client payments and 60 replays of one callback', async () => {
    const office = await newLawyer(t);
    const client = await createClient(t, office.access);
    const c = await createCase(t, office.access, { client_ids: [client.pid] });
    ok(await call(t, 'PUT', `${f}/cases/${c.pid}/agreement/`, office.access, agreement(5_000_000_000)));
    const person = await newClientUser(t);
    const [row] = await t.database.db
      .select({ id: officeClients.id })
      .from(officeClients)
      .where(eq(officeClients.pid, client.pid));
    const [caseRow] = (
      await t.database.db.execute<{ id: number }>(sql`select id::int from office_cases where pid = ${c.pid}`)
    ).rows;
    await t.database.db
      .insert(caseClientAccess)
      .values({ caseId: caseRow?.id ?? 0, userId: person.userId, clientId: row?.id ?? 0 });

    const starts = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, 'POST', `${f}/my/cases/${c.pid}/pay/`, person.access, { amount: '۱٬۰۰۰٬۰۰۰' }),
      ),
    );
    const started = starts.map((s) => ok<{ payment_url: string }>(s));
    const authorities = started.map((s) => s.payment_url.split('/').at(-2) as string);
    const click = (authority: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/v1/sandbox/${authority}/pay/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'card_number=6037991234567890&cvv2=123&exp_month=08&exp_year=07&password=12345',
      });
    await Promise.all(authorities.map(click));
    const verify = (authority: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/payment/v1/verify/?Authority=${authority}&Status=OK`,
        headers: { accept: 'application/json' },
      });
    await Promise.all([
      ...authorities.map(verify),
      ...Array.from({ length: 60 }, () => verify(authorities[0] as string)),
    ]);

    const mine = ok<{ totals: { paid: number }; payments: { receipt_no: number }[] }>(
      await call(t, 'GET', `${f}/my/cases/${c.pid}/`, person.access),
    );
    expect(mine.totals.paid).toBe(50_000_000);
    expect(new Set(mine.payments.map((p) => p.receipt_no)).size).toBe(50);
    const account = ok<{ balance: number }>(await call(t, 'GET', `${f}/fee-account/`, office.access));
    expect(account.balance).toBe(50_000_000);
    const check = await t.services.money.checkLedger();
    expect(check.ok, JSON.stringify(check)).toBe(true);
    const wallet = await call(t, 'GET', '/api/wallet/v1/balance/', person.access);
    expect(wallet.json().result.balance).toBe(0);

    // The payout: held at the request, paid by the admin less the commission they set.
    const admin = await makeUser(t, 'admin');
    ok(await call(t, 'PUT', `${f}/admin/commission/`, admin.access, { percent: 10 }));
    const sheba = 'IR062960000000100324200001';
    const after = ok<{ balance: number; withdrawals: { pid: string; net: number }[] }>(
      await call(t, 'POST', `${f}/fee-account/withdraw/`, office.access, { amount: 20_000_000, sheba }),
      201,
    );
    expect(after.balance).toBe(30_000_000);
    expect(after.withdrawals[0]?.net).toBe(18_000_000);
    const short = await call(t, 'POST', `${f}/fee-account/withdraw/`, office.access, {
      amount: 40_000_000,
      sheba,
    });
    expect(short.statusCode).toBe(402);
    // The admin sees whose request it is before paying to its Sheba.
    const listed = ok<{ pid: string; sheba: string; user: { pid: string } }[]>(
      await call(t, 'GET', `${f}/admin/payouts/`, admin.access),
    );
    expect(listed.find((p) => p.pid === after.withdrawals[0]?.pid)).toMatchObject({
      sheba,
      user: { pid: office.pid },
    });
    ok(
      await call(t, 'POST', `${f}/admin/payouts/${after.withdrawals[0]?.pid}/pay/`, admin.access, {
        reference: '123',
      }),
    );
    expect(
      (await call(t, 'POST', `${f}/admin/payouts/${after.withdrawals[0]?.pid}/reject/`, admin.access, {}))
        .statusCode,
    ).toBe(409);
    const byStatus = async (status: string) =>
      ok<{ pid: string; status: string }[]>(
        await call(t, 'GET', `${f}/admin/payouts/?status=${status}`, admin.access),
      );
    expect((await byStatus('paid')).map((p) => p.pid)).toContain(after.withdrawals[0]?.pid);
    expect((await byStatus('pending')).map((p) => p.pid)).not.toContain(after.withdrawals[0]?.pid);
    expect((await call(t, 'GET', `${f}/admin/payouts/?status=lost`, admin.access)).statusCode).toBe(400);
    await t.database.db.execute(sql`update finance_settings set fee_commission_percent = 0`);
    expect((await t.services.money.checkLedger()).ok).toBe(true);
  }, 40_000);
});
