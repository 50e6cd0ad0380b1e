import { Heart, MapPin, Sparkles, X } from 'lucide-react';
import { MOCK_MATCH_CARD } from '@kindred/contract/landing';

/** A decorative sample profile card for the hero (no real member, no external image). */
export function MockMatchCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xs">
      <div className="absolute -top-4 -left-4 h-24 w-24 rounded-full bg-rose-200/70 blur-2xl dark:bg-rose-500/20" />
      <div className="absolute -right-2 -bottom-6 h-32 w-32 rounded-full bg-amber-200/70 blur-2xl dark:bg-amber-500/15" />
      <div className="relative overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700">
        <div className="relative h-72 bg-gradient-to-br from-rose-300 via-rose-400 to-amber-300">
          <svg viewBox="0 0 200 220" className="absolute inset-x-0 bottom-0 mx-auto h-60 text-white/85">
            <circle cx="100" cy="78" r="42" fill="currentColor" />
            <path d="M20 220c6-54 40-86 80-86s74 32 80 86z" fill="currentColor" />
          </svg>
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-rose-700 shadow dark:bg-stone-900/95 dark:text-rose-300">
            <Sparkles className="h-3.5 w-3.5" /> {MOCK_MATCH_CARD.matchPercent}
          </span>
        </div>
        <div className="p-4">
          <p className="text-lg font-bold text-stone-900 dark:text-stone-100">{MOCK_MATCH_CARD.name}</p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
            <MapPin className="h-3.5 w-3.5" /> {MOCK_MATCH_CARD.location}
          </p>
          <div className="mt-3 flex flex-wrap gap-1.5">
            {MOCK_MATCH_CARD.interests.map((interest) => (
              <span
                key={interest}
                className="rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-medium text-rose-800 dark:bg-rose-950/40 dark:text-rose-200"
              >
                {interest}
              </span>
            ))}
          </div>
          <div className="mt-4 flex justify-center gap-4">
            <span className="flex h-12 w-12 items-center justify-center rounded-full border border-stone-200 text-stone-500 dark:border-stone-700 dark:text-stone-400">
              <X className="h-5 w-5" />
            </span>
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-rose-600 text-white shadow-md">
              <Heart className="h-5 w-5 fill-current" />
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
