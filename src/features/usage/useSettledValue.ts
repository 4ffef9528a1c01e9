import { useEffect, useState } from 'react';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_PAUSE_MS = 300;

/** `value` once it has stayed the same for `ms`: a search asks the server once per pause, not per key. */
export function useSettledValue<T>(value: T, ms: number = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
