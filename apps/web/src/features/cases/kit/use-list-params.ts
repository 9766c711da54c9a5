import { PAGE_SIZE_DEFAULT } from '@vakilyar/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<Key extends string> {
  page: number;
  pageSize: number;
  search: string;
  /** Each filter's value in the address, '' when unset. */
  filters: Record<Key, string>;
  setPage: (page: number) => void;
  /** Changes some filters (or `search`) and goes back to the first page; '' removes one. */
  setFilters: (changes: Partial<Record<Key | 'search', string>>) => void;
  clearFilters: () => void;
}

/**
 * A list's page, search and filters live in the address (`?page=2&search=…&status=open`), so the
 * back button, a reload and a shared link all show the same list.
 */
export function useListParams<Key extends string>(filterKeys: readonly Key[] = []): ListParams<Key> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const search = params.get('search') ?? '';
  const keysKey = filterKeys.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keysKey stands for filterKeys
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>,
    [params, keysKey],
  );

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<Key | 'search', string>>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (typeof value === 'string' && value.trim() !== '') updated.set(key, value);
            else updated.delete(key);
          }
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clearFilters = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { page, pageSize: PAGE_SIZE_DEFAULT, search, filters, setPage, setFilters, clearFilters };
}
