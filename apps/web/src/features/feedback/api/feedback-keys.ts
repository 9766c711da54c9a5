import type { PageQuery } from '@vakilyar/contract';

/** Query keys of the user's feedback; sending one invalidates `feedbackKeys.all`. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: Partial<PageQuery> & { status?: string }) => ['feedback', 'list', query] as const,
  item: (pid: string) => ['feedback', 'item', pid] as const,
};
