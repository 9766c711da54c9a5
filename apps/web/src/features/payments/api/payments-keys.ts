import type { PaymentsQuery } from '@vakilyar/contract';

/** Query keys of the payments feature; a settled payment invalidates `paymentsKeys.all`. */
export const paymentsKeys = {
  all: ['payments'] as const,
  list: (query: Partial<PaymentsQuery>) => ['payments', 'list', query] as const,
  detail: (pid: string) => ['payments', 'detail', pid] as const,
};
