import type { PageQuery } from '@vakilyar/contract';

/** Query keys of subscriptions; subscribing, cancelling and a verified payment invalidate `all`. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  packages: ['subscription', 'packages'] as const,
  current: ['subscription', 'current'] as const,
  history: (query: Partial<PageQuery>) => ['subscription', 'history', query] as const,
  detail: (pid: string) => ['subscription', 'detail', pid] as const,
  upgradeQuote: (pid: string) => ['subscription', 'upgrade-quote', pid] as const,
};
