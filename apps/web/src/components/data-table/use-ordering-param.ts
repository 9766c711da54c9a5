import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The order a paged list asks the server for, kept in the address beside its page and filters
 * (`?ordering=-updated_at`); a new order starts again from the first page.
 */
export function useOrderingParam(): [string, (ordering: string) => void] {
  const [params, setParams] = useSearchParams();
  const ordering = params.get('ordering') ?? '';
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
