import type { SortingState } from '@tanstack/react-table';

/** The API's `?ordering=` («-next_hearing») as the table's sorting state, one column at most. */
export function sortingOf(ordering: string): SortingState {
  if (!ordering) return [];
  const desc = ordering.startsWith('-');
  return [{ id: desc ? ordering.slice(1) : ordering, desc }];
}

/** The table's sorting state as `?ordering=`; '' for the list's own default order. */
export function orderingOf(sorting: SortingState): string {
  const [first] = sorting;
  if (!first) return '';
  return first.desc ? `-${first.id}` : first.id;
}
