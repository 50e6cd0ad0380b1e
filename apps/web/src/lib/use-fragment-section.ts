import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The section a link's #fragment names (`/privacy-policy#cookies`), if it is one of `ids`, and
 * scrolls to it once it is on screen: the browser's own jump happens before a lazy page renders.
 */
export function useFragmentSection(ids: readonly string[]): string | null {
  const { hash } = useLocation();
  const [target] = useState(() => {
    const fragment = hash.slice(1);
    return ids.find((id) => id === fragment) ?? null;
  });

  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, [target]);

  return target;
}
