/** The time in seconds, refreshed every 30 s so SLA countdowns move while a screen stays open. */
import { useEffect, useState } from 'react';

export function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
