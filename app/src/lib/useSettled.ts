import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `ms` (a typed amount after a pause): what the transaction previews
 * simulate, so typing "1.25" runs one simulation rather than four. Hand-written: four lines, no library needed.
 */
export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
