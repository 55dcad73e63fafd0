import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (SMS resend): `start()` begins it, `remaining` is 0 when idle. */
export function useCountdown(seconds: number): { remaining: number; start: () => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, start };
}
