import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items of a list while it first appears, then all of it, rendered in a
 * transition that React splits into slices of a few milliseconds. Twenty cards rendered in one go
 * held a phone's main thread for a quarter of a second (For You, Lighthouse at 4× CPU), delaying
 * the first card's photo and every tap. Once the whole list has shown, later lists show whole.
 */
export function useProgressiveList<T>(list: readonly T[] | undefined, first: number): readonly T[] | undefined {
  const [whole, setWhole] = useState(false);
  const arrived = list !== undefined;
  useEffect(() => {
    if (arrived && !whole) startTransition(() => setWhole(true));
  }, [arrived, whole]);
  return whole || !list ? list : list.slice(0, first);
}
