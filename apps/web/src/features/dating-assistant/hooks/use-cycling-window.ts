import { useState } from 'react';

/** `size` items of a catalogue at a time; `next` shows the following ones, wrapping round. */
export function useCyclingWindow<T>(items: readonly T[], size: number) {
  const [start, setStart] = useState(0);
  const shown = Array.from(
    { length: Math.min(size, items.length) },
    (_, offset) => items[(start + offset) % items.length]!,
  );
  const next = () => setStart((current) => (current + size) % items.length);
  return { shown, next };
}
