import { useEffect, useState } from 'react';

/** The value after it has stopped changing for `delayMs` (200 ms in the token modal). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs, debounced]);
  return debounced;
}
