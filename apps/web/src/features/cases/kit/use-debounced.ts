import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delay` ms: asks the server after the user pauses typing. */
export function useDebounced<T>(value: T, delay = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
