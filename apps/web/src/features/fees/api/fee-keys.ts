/** Query keys of the fees feature; a change to a case's money invalidates `feeKeys.all` (tab, books, card). */
export const feeKeys = {
  all: ['fees'] as const,
  caseFinance: (casePid: string) => ['fees', 'case', casePid] as const,
  terms: (casePid: string) => ['fees', 'terms', casePid] as const,
  client: (clientPid: string) => ['fees', 'client', clientPid] as const,
  receivables: ['fees', 'books', 'receivables'] as const,
  income: (year: number | undefined) => ['fees', 'books', 'income', year] as const,
  yearly: (year: number | undefined) => ['fees', 'books', 'yearly', year] as const,
  due: ['fees', 'due-instalments'] as const,
  settings: ['fees', 'settings'] as const,
  account: ['fees', 'fee-account'] as const,
  my: (casePid: string) => ['fees', 'my', casePid] as const,
  payLink: (token: string) => ['fees', 'pay-link', token] as const,
};
