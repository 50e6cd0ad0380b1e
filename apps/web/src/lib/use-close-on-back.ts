import { useContext, useEffect, useRef, type ContextType } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * An open dialog is a browser history entry, so the Back button (or a phone's back gesture)
 * closes it instead of leaving the page (decision 051).
 *
 * The entry is pushed with `window.history` on the same URL, keeping the router's own state
 * fields, and marked with the ids of the dialogs open in it. Back pops it: every dialog whose
 * id is no longer in the current entry closes. A dialog closed another way (its button,
 * Escape) takes its entry back off the stack, unless a dialog opening in its place (the
 * "It's a match!" dialog after Like) inherits it. A dialog that ends by leaving its page
 * (Unmatch, Block) leaves its entry to that navigation, which replaces or covers it: going Back
 * while the router is on its way would cancel the navigation and keep the member where they were.
 */
const MARK = 'kindredDialogs';

let nextId = 0;
/** A dialog that closed this tick and whose entry is still on top, waiting for a successor. */
let pendingRelease: { id: string; timer: number } | null = null;

type Router = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router'];

function openDialogIds(): string[] {
  const state: unknown = window.history.state;
  const ids = state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function writeEntry(ids: string[], mode: 'push' | 'replace') {
  const state: unknown = window.history.state;
  const next = { ...(state && typeof state === 'object' ? state : {}), [MARK]: ids };
  if (mode === 'push') window.history.pushState(next, '');
  else window.history.replaceState(next, '');
}

export function useCloseOnBack(onClose: () => void): void {
  // The data router, to know whether a navigation is under way when the dialog goes.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routerRef = useRef(router);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
    routerRef.current = router;
  });

  useEffect(() => {
    const id = `dialog-${++nextId}`;
    let claimed = false;
    // A dialog opening in the same commit as another one closed takes over its entry.
    const inherited = pendingRelease;
    if (inherited) {
      window.clearTimeout(inherited.timer);
      pendingRelease = null;
    }
    // Claimed a tick later: React's development double mount must not push and pop an entry.
    const claim = window.setTimeout(() => {
      claimed = true;
      const open = openDialogIds();
      if (inherited && open.at(-1) === inherited.id) writeEntry([...open.slice(0, -1), id], 'replace');
      else writeEntry([...open, id], 'push');
    }, 0);
    const onPopState = () => {
      if (claimed && !openDialogIds().includes(id)) onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.clearTimeout(claim);
      window.removeEventListener('popstate', onPopState);
      const owned = claimed ? id : inherited?.id;
      if (owned === undefined || openDialogIds().at(-1) !== owned) return;
      releaseLater(owned, routerRef.current);
    };
  }, []);
}

/** The router is on its way to another address than the one the dialog was open on. */
function leaving(router: Router | undefined): router is Router {
  const to = router?.state.navigation.location;
  return to !== undefined && (to.pathname !== window.location.pathname || to.search !== window.location.search);
}

function releaseLater(id: string, router: Router | undefined) {
  const release = () => {
    if (openDialogIds().at(-1) === id) window.history.back();
  };
  const timer = window.setTimeout(() => {
    pendingRelease = null;
    if (!leaving(router)) {
      release();
      return;
    }
    // Once it has landed, the entry on top is the new page's (nothing to release); only an
    // abandoned navigation leaves ours there.
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      unsubscribe();
      release();
    });
  }, 0);
  pendingRelease = { id, timer };
}
