import { Quote, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { LANDING } from '@kindred/contract/screens';
import { TESTIMONIAL_TEXTS, type Testimonial } from '@kindred/contract/landing';

interface TestimonialCardProps {
  story: Testimonial;
  position: number;
  count: number;
}

/** One couple's story (SPEC 3 Testimonial sample); the full story opens on request. */
export function TestimonialCard({ story, position, count }: TestimonialCardProps) {
  const [open, setOpen] = useState(false);
  const storyId = useId();
  return (
    <article
      aria-roledescription="slide"
      aria-label={TESTIMONIAL_TEXTS.slideLabel(position, count)}
      className="testimonial-slide rounded-3xl border border-stone-200 bg-stone-50/60 p-6 shadow-sm sm:p-10 dark:border-stone-700 dark:bg-stone-800/60"
    >
      <div className="flex items-center justify-between gap-4">
        <Quote aria-hidden="true" className="h-8 w-8 text-rose-400" />
        <p role="img" aria-label={TESTIMONIAL_TEXTS.rating(story.rating)} className="flex gap-0.5">
          {Array.from({ length: 5 }, (_, star) => (
            <Star
              key={star}
              aria-hidden="true"
              className={star < story.rating ? 'h-5 w-5 fill-amber-400 text-amber-400' : 'h-5 w-5 text-stone-300'}
            />
          ))}
        </p>
      </div>
      <blockquote className="mt-4 text-xl leading-relaxed text-stone-800 sm:text-2xl dark:text-stone-200">
        {story.quote}
      </blockquote>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-rose-400 to-amber-300 text-sm font-bold text-white"
        >
          {story.initials}
        </span>
        <div className="flex-1">
          <h3 className="text-lg font-semibold text-stone-900 dark:text-stone-100">{story.names}</h3>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {story.location} · {story.date}
          </p>
        </div>
        <p className="text-right text-2xl font-bold text-rose-700 dark:text-rose-300">
          {story.matchRate}%{' '}
          <span className="block text-xs font-medium text-stone-600 dark:text-stone-400">{LANDING.matchRate}</span>
        </p>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={storyId}
        onClick={() => setOpen((current) => !current)}
        className="hit-area relative mt-6 text-sm font-semibold text-rose-700 underline hover:text-rose-800 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300 dark:hover:text-rose-200"
      >
        {open ? TESTIMONIAL_TEXTS.hideStory : TESTIMONIAL_TEXTS.readStory}
      </button>
      <p id={storyId} hidden={!open} className="mt-3 text-stone-700 dark:text-stone-300">
        {story.fullStory}
      </p>
    </article>
  );
}
