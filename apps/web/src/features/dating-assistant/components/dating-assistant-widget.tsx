import { Bot, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ASSISTANT_TEXTS, type AssistantPanel } from '@kindred/contract/dating-assistant';
import { Spinner } from '@/components/ui/spinner';
import { AssistantPanelMenu } from './assistant-panel-menu';

// The panels (and the catalogues they show) load when the widget opens, not with the landing page.
const loadPanelContent = () => import('./assistant-panel-content');
const AssistantPanelContent = lazy(() =>
  loadPanelContent().then((module) => ({ default: module.AssistantPanelContent })),
);

/**
 * SPEC 2 Landing: the floating AI Dating Assistant. It toggles open and closed, and closing
 * clears the chosen panel. A non-modal dialog: Escape closes it and focus goes back to the
 * toggle. Static content from the app's catalogues (DESIGN 2), no network calls.
 */
export function DatingAssistantWidget() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<AssistantPanel | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialogId = useId();
  const headingId = `${dialogId}-heading`;

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open, panel]);
  useEffect(() => {
    if (open) void loadPanelContent();
  }, [open]);

  const close = () => {
    setOpen(false);
    setPanel(null);
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <div
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
      onKeyDown={onKeyDown}
    >
      {open && (
        <div
          id={dialogId}
          role="dialog"
          aria-labelledby={headingId}
          className="flex max-h-[min(32rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700"
        >
          <div className="flex items-center gap-2 bg-rose-600 px-5 py-4 text-white">
            <Bot aria-hidden="true" className="h-5 w-5" />
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="flex-1 font-semibold focus:outline-none">
              {panel ? ASSISTANT_TEXTS.panels[panel] : ASSISTANT_TEXTS.title}
            </h2>
          </div>
          <div className="overflow-y-auto p-5">
            {panel ? (
              <Suspense fallback={<Spinner />}>
                <AssistantPanelContent panel={panel} onBack={() => setPanel(null)} />
              </Suspense>
            ) : (
              <AssistantPanelMenu onChoose={setPanel} />
            )}
          </div>
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-label={open ? ASSISTANT_TEXTS.close : ASSISTANT_TEXTS.open}
        onClick={() => (open ? close() : setOpen(true))}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-600 text-white shadow-xl hover:bg-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-stone-900"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Bot aria-hidden="true" className="h-6 w-6" />}
      </button>
    </div>
  );
}
