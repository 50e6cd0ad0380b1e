import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { TESTIMONIAL_TEXTS, TESTIMONIALS } from '@kindred/contract/landing';
import { TestimonialCard } from './testimonial-card';

const arrowClasses =
  'flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800';

/** SPEC 2 Landing 4: one story at a time; arrows and dots, wrapping in both directions. */
export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0);
  const count = TESTIMONIALS.length;
  const show = (next: number) => setIndex(((next % count) + count) % count);
  const story = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  if (!story) return null;

  return (
    <div role="group" aria-roledescription="carousel" aria-label={TESTIMONIAL_TEXTS.carouselLabel} className="mt-12">
      <div aria-live="polite">
        <TestimonialCard key={story.names} story={story} position={index + 1} count={count} />
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => show(index - 1)}
          aria-label={TESTIMONIAL_TEXTS.previous}
          className={arrowClasses}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <div role="group" aria-label={TESTIMONIAL_TEXTS.chooseStory} className="flex">
          {TESTIMONIALS.map((dot, dotIndex) => (
            <button
              key={dot.names}
              type="button"
              onClick={() => show(dotIndex)}
              aria-label={TESTIMONIAL_TEXTS.showStory(dotIndex + 1, dot.names)}
              aria-current={dotIndex === index ? 'true' : undefined}
              className="flex h-11 w-11 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'h-2.5 rounded-full',
                  dotIndex === index ? 'w-6 bg-rose-600' : 'w-2.5 bg-stone-300 dark:bg-stone-600',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => show(index + 1)}
          aria-label={TESTIMONIAL_TEXTS.next}
          className={arrowClasses}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
