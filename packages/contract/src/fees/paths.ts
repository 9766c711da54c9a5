/** Every path of the fees feature, relative to the API base `/api` (trailing slash canonical). */
const f = '/fees/v1';

export const FEES_API = {
  /** POST: the tariff of a matter, step by step (anyone signed in; the same function runs in the browser). */
  tariff: `${f}/tariff/`,
  /** GET, PUT: the office's fee settings (secretary permission, reminders). */
  settings: `${f}/settings/`,
  /** GET: everything of one case's money (the «مالی پرونده» tab). */
  caseFinance: (casePid: string) => `${f}/cases/${casePid}/`,
  /** PUT: create or change the case's fee agreement. */
  agreement: (casePid: string) => `${f}/cases/${casePid}/agreement/`,
  /** GET: the agreement's terms to type into the judiciary's electronic contract system. */
  contractTerms: (casePid: string) => `${f}/cases/${casePid}/agreement/terms/`,
  /** PUT: the whole instalment schedule (must add up to the fee). */
  instalments: (casePid: string) => `${f}/cases/${casePid}/instalments/`,
  /** POST: a payment recorded by hand. */
  payments: (casePid: string) => `${f}/cases/${casePid}/payments/`,
  /** POST: text the client a payment link (by the office's SMS credit). */
  paymentLink: (casePid: string) => `${f}/cases/${casePid}/payment-link/`,
  /** POST: an expense; DELETE one. */
  expenses: (casePid: string) => `${f}/cases/${casePid}/expenses/`,
  expense: (pid: string) => `${f}/expenses/${pid}/`,
  /** POST: a time entry; DELETE one. */
  timeEntries: (casePid: string) => `${f}/cases/${casePid}/time-entries/`,
  timeEntry: (pid: string) => `${f}/time-entries/${pid}/`,
  /** GET: CSV of the case's money. */
  caseExport: (casePid: string) => `${f}/cases/${casePid}/export/`,
  /** GET: the receipt of a payment as a PDF (staff of the office, or the client it is for). */
  receiptPdf: (paymentPid: string) => `${f}/payments/${paymentPid}/receipt/`,
  /** GET: a client's account across their cases (the «حساب موکل» panel). */
  clientAccount: (clientPid: string) => `${f}/clients/${clientPid}/`,
  books: {
    /** GET: what clients owe, by client, overdue first. */
    receivables: `${f}/books/receivables/`,
    receivablesExport: `${f}/books/receivables/export/`,
    /** GET `?year=1404`: income by Jalali month. */
    income: `${f}/books/income/`,
    incomeExport: `${f}/books/income/export/`,
    /** GET `?year=1404`: the yearly statement for the bar and the tax office. */
    yearly: `${f}/books/yearly/`,
    yearlyExport: `${f}/books/yearly/export/`,
    /** GET: overdue and soon-due instalments (the dashboard card). */
    dueInstalments: `${f}/books/due-instalments/`,
  },
  /** GET: the lawyer's fee account in the ledger; POST withdraw: a payout to the IBAN. */
  feeAccount: `${f}/fee-account/`,
  feeAccountWithdraw: `${f}/fee-account/withdraw/`,
  /** The admin: fee payouts to pay or reject, and the platform's commission on them (default 0%). */
  admin: {
    payouts: `${f}/admin/payouts/`,
    payPayout: (pid: string) => `${f}/admin/payouts/${pid}/pay/`,
    rejectPayout: (pid: string) => `${f}/admin/payouts/${pid}/reject/`,
    commission: `${f}/admin/commission/`,
  },
  /** The client portal: their agreements, instalments, receipts, and paying online. */
  my: `${f}/my/`,
  myCase: (casePid: string) => `${f}/my/cases/${casePid}/`,
  myPay: (casePid: string) => `${f}/my/cases/${casePid}/pay/`,
  /** A payment link the office texted: GET what it is for, POST to go to the gateway (no sign-in). */
  payLink: (token: string) => `${f}/pay/${token}/`,
  payLinkStart: (token: string) => `${f}/pay/${token}/start/`,
} as const;

/** The web page a texted payment link opens: `/pay/{token}`. */
export const FEE_PAY_LINK_PAGE = '/pay';
