import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly { id: T; label: string; panel: ReactNode }[];
  current: T;
  onChange: (tab: T) => void;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop, arrow keys, Home and End move between the
 * tabs and show their panel. Hidden panels stay mounted, so a half-written form survives a
 * look at another tab.
 */
export function Tabs<T extends string>({ label, tabs, current, onChange }: TabsProps<T>) {
  const id = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!.id;
    onChange(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // Wraps rather than widening the page on a 320 px screen (WCAG 1.4.10).
        className="flex flex-wrap gap-1 border-b border-stone-200 dark:border-stone-700"
      >
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={clsx(
                // Three tabs share a phone's width (a long label wraps); from sm up they sit at the start.
                '-mb-px inline-flex min-h-11 flex-1 items-center justify-center border-b-2 px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:px-4',
                'focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none focus-visible:ring-inset',
                selected
                  ? 'border-rose-600 text-rose-700 dark:border-rose-400 dark:text-rose-300'
                  : 'border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== current}
          tabIndex={0}
          className="pt-6 focus-visible:rounded-lg focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
