import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs`: what "upcoming" and "today" are measured from
 * on a screen that stays open all day. Rounded down, so queries built from it stay the same
 * between refreshes.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now() - (Date.now() % everyMs));
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() - (Date.now() % everyMs)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
