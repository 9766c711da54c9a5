import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The order a paged list asks the server for, kept in the address beside its page and filters
 * (`?ordering=-updated_at`); a new order starts again from the first page. A field the list does not sort
 * by (a hand-edited link) is ignored rather than sent.
 */
export function useOrderingParam(sortable: readonly string[]): [string, (ordering: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('ordering') ?? '';
  const ordering = sortable.includes(asked.replace(/^-/, '')) ? asked : '';
  const setOrdering = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('ordering', next);
          else updated.delete('ordering');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [ordering, setOrdering];
}
