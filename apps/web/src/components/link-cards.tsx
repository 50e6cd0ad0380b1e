import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

export interface LinkCard {
  to: string;
  label: string;
  description: string;
}

/** A titled navigation of cards, each a link with a label and a line of description. */
export function LinkCards({ heading, links }: { heading: string; links: readonly LinkCard[] }) {
  const id = useId();
  return (
    <nav aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900 dark:text-stone-100">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link, index) => (
          <li key={link.to} className="flex">
            {/* Only the label is the link (its name is what it shows: WCAG 2.5.3); its ::after
                stretches over the card, so the whole card still takes the tap. */}
            <div className="group relative flex w-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-rose-300 hover:bg-rose-50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-rose-500 dark:border-stone-700 dark:bg-stone-900 dark:hover:border-rose-400 dark:hover:bg-stone-800">
              <span className="min-w-0 flex-1">
                <Link
                  to={link.to}
                  aria-describedby={`${id}-${index}-description`}
                  className="block font-semibold text-stone-900 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none dark:text-stone-100"
                >
                  {link.label}
                </Link>
                <span id={`${id}-${index}-description`} className="block text-sm text-stone-600 dark:text-stone-400">
                  {link.description}
                </span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-stone-400 group-hover:text-rose-600 dark:group-hover:text-rose-300"
              />
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
