/** A piece of UI state remembered in localStorage (the pools view and "Staked only"). */
import { useCallback, useState } from 'react';

export function useStoredState<T extends string | boolean>(key: string, initial: T, valid: (v: unknown) => v is T): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = window.localStorage.getItem(key);
      if (raw === null) return initial;
      const parsed: unknown = JSON.parse(raw);
      return valid(parsed) ? parsed : initial;
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (v: T) => {
      setValue(v);
      try {
        window.localStorage.setItem(key, JSON.stringify(v));
      } catch {
        /* storage full or blocked: the choice lasts for this visit */
      }
    },
    [key],
  );
  return [value, set];
}

export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
