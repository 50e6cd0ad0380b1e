import { useEffect } from 'react';
import { TOP_NAV } from '@kindred/contract/screens';

/** Sets the tab title to "<page> · Kindred". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${TOP_NAV.brand}` : TOP_NAV.brand;
  }, [title]);
}
