import {
  type Agreement,
  type CaseFinance,
  computeTariff,
  type FeePayment,
  type Instalment,
  stampFigures,
} from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { server } from '@/test/msw-server';

/** A case with nothing agreed yet, as the lawyer of its office sees it. */
export const emptyFinance: CaseFinance = {
  case: { pid: 'case_1', title: 'مطالبه وجه چک', case_number: '140312345' },
  clients: [{ pid: 'cl_1', name: 'علی رضایی' }],
  agreement: null,
  instalments: [],
  payments: [],
  expenses: [],
  time_entries: [],
  totals: { agreed: 0, paid: 0, outstanding: 0, expenses: 0, billable_expenses: 0, overdue: 0, minutes: 0 },
  can: { manage: true, record: true },
};

const tariffInput = { matter: 'money_claim', claim_amount: 3_000_000_000 } as const;

/** 195,000,000 rial agreed, the tariff of a 3,000,000,000 claim. */
export const agreement: Agreement = {
  pid: 'agr_1',
  basis: 'agreed',
  basis_label: 'مبلغ مقطوع توافقی',
  agreed_fee: 195_000_000,
  hourly_rate: null,
  stage_fees: [],
  attorney_fee: 195_000_000,
  tariff_input: tariffInput,
  tariff: computeTariff(tariffInput),
  recoverable_from_loser: 195_000_000,
  stamp: stampFigures(195_000_000),
  payer: 'client',
  payer_label: 'موکل',
  payer_name: null,
  contract_registration_no: null,
  contract_registered_on: null,
  signed_on: null,
  notes: null,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

export const instalment = (n: number, over: Partial<Instalment> = {}): Instalment => ({
  pid: `ins_${n}`,
  number: n,
  due_on: `2036-0${n}-10`,
  due_on_jalali: '',
  amount: 65_000_000,
  paid_amount: 0,
  status: 'due',
  status_label: 'سررسید نشده',
  days_overdue: 0,
  ...over,
});

export const payment: FeePayment = {
  pid: 'pay_1',
  receipt_no: 7,
  amount: 65_000_000,
  method: 'card_to_card',
  method_label: 'کارت به کارت',
  paid_on: '2026-11-20',
  paid_on_jalali: '۱۴۰۵/۰۸/۲۹',
  instalment: 'ins_1',
  reference: '789456',
  cheque_number: null,
  cheque_due_on: null,
  slip_file: null,
  receipt_document: null,
  note: null,
  recorded_by: null,
  created_at: '2026-11-20T08:00:00Z',
};

/** The agreement with three instalments of 65,000,000, nothing paid. */
export const scheduledFinance: CaseFinance = {
  ...emptyFinance,
  agreement,
  instalments: [instalment(1), instalment(2), instalment(3)],
  totals: { ...emptyFinance.totals, agreed: 195_000_000, outstanding: 195_000_000 },
};

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Serves one case's money and records what the screens send. A write answers with `answer` (201 or the
 * api-conventions error shape the test gives) and the case is served again as it stands.
 */
export function serveCaseFinance(finance: CaseFinance) {
  const sent: Sent[] = [];
  const base = `/api/fees/v1/cases/${finance.case.pid}`;
  const record = async (method: string, request: Request) => {
    const text = await request.text();
    sent.push({ method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
  };
  server.use(
    http.get(`${base}/`, () => HttpResponse.json({ result: finance })),
    http.put(`${base}/agreement/`, async ({ request }) => {
      await record('PUT', request);
      return HttpResponse.json({ result: agreement });
    }),
    http.post(`${base}/payments/`, async ({ request }) => {
      await record('POST', request);
      return HttpResponse.json({ result: payment }, { status: 201 });
    }),
  );
  return sent;
}

/** The api-conventions shape of a refused request, with its Persian message under a field. */
export const refused = (field: string, message: string) =>
  HttpResponse.json(
    { code: 'validation_error', error_messages: { message, [field]: [message] } },
    { status: 400 },
  );
