import { useCallback, useState } from 'react';

export type TableDensity = 'comfortable' | 'compact';

const STORAGE_KEY = 'vakilyar.table-density';

function storedDensity(): TableDensity {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

/** The row density the person chose, the same for every table and remembered on this device. */
export function useTableDensity(): [TableDensity, (density: TableDensity) => void] {
  const [density, setDensityState] = useState<TableDensity>(storedDensity);
  const setDensity = useCallback((next: TableDensity) => {
    setDensityState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // A private window may refuse storage: the choice then lasts for this page only.
    }
  }, []);
  return [density, setDensity];
}
