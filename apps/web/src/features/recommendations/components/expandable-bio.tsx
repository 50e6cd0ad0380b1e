import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { LIMITS } from '@kindred/contract/constants';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';

/** SPEC 2 For You: the bio is cut at 100 characters, with a 'more' / 'less' toggle. */
export function ExpandableBio({ bio }: { bio: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const text = bio.trim();
  if (!text) return null;
  const long = text.length > LIMITS.forYouBioTruncation;
  // Cut, the bio reads as one paragraph; opened, it keeps its own line breaks.
  const cut = long && !expanded;
  const shown = cut ? `${text.replace(/\s+/g, ' ').slice(0, LIMITS.forYouBioTruncation).trimEnd()}…` : text;
  return (
    <p
      className={clsx(
        'text-sm leading-relaxed text-stone-700 wrap-anywhere dark:text-stone-300',
        !cut && 'whitespace-pre-line',
      )}
    >
      <span id={id}>{shown}</span>
      {long && (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((open) => !open)}
            className="rounded font-semibold text-rose-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:text-rose-300"
          >
            {expanded ? DISCOVERY_TEXTS.less : DISCOVERY_TEXTS.more}
          </button>
        </>
      )}
    </p>
  );
}
