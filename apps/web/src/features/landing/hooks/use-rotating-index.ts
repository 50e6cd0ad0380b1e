import { useEffect, useState } from 'react';

/** An index that moves to the next of `count` every `intervalMs` while `running`, wrapping. */
export function useRotatingIndex(count: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, running, index]);
  return [index, setIndex] as const;
}
