import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  /** Stable and unique in the accordion; also the section's element id (a link's #fragment). */
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Ids open at the start. */
  defaultOpen?: readonly string[];
  /**
   * 'multiple' (the default): each section opens and closes on its own, so reading one never
   * folds away another (decision 040). 'single': opening a section closes the one that was open.
   */
  mode?: 'multiple' | 'single';
  /** The level of the headings that hold the buttons, under the page's own headings. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * WAI-ARIA accordion: each title is a button in a heading (aria-expanded, aria-controls) that
 * shows or hides its labelled region. Enter and Space toggle; Up, Down, Home and End move
 * between the titles.
 */
export function Accordion({ items, defaultOpen = [], mode = 'multiple', headingLevel = 2, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(mode === 'single' ? defaultOpen.slice(0, 1) : defaultOpen),
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return new Set(mode === 'single' ? [id] : [...current, id]);
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div
      className={clsx(
        'divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900',
        className,
      )}
    >
      {items.map((item, index) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <section key={item.id} id={item.id} className="scroll-mt-24">
            <Heading className="text-base">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none focus-visible:ring-inset sm:px-6 dark:text-stone-100 dark:hover:bg-stone-800"
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={clsx(
                    'h-5 w-5 shrink-0 text-stone-500 motion-safe:transition-transform dark:text-stone-400',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-stone-700 sm:px-6 dark:text-stone-300"
            >
              {item.content}
            </div>
          </section>
        );
      })}
    </div>
  );
}
