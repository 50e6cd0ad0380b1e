import { useEffect } from 'react';
import { TOP_NAV } from '@kindred/contract/screens';

/** "<page> · Kindred", or the brand alone. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${TOP_NAV.brand}` : TOP_NAV.brand;
}

/** On the server (prerendering, where effects do not run): the title the page asked for. */
let serverTitle: string | null = null;

/** The title the page rendered on the server asked for, then forgotten (app/prerender-page.tsx). */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}

/** Sets the tab title to "<page> · Kindred". */
export function useDocumentTitle(title: string | null): void {
  if (typeof document === 'undefined') serverTitle = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
