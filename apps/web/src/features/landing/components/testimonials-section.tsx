import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { LANDING } from '@kindred/contract/screens';
import { TESTIMONIALS } from '../content/testimonials';
import { SectionHeading } from './section-heading';

/** SPEC 2 Landing 4: success stories (id testimonials). The carousel comes later. */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="scroll-mt-20 bg-white py-16 sm:py-24 dark:bg-stone-900"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" title={LANDING.testimonialsHeading} />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((story) => (
            <li
              key={story.names}
              className="flex flex-col rounded-2xl border border-stone-200 p-6 shadow-sm dark:border-stone-700"
            >
              <Quote aria-hidden="true" className="h-6 w-6 text-rose-400" />
              <blockquote className="mt-3 flex-1 text-stone-800 dark:text-stone-200">{story.quote}</blockquote>
              <div className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-br from-rose-400 to-amber-300 text-xs font-bold text-white"
                >
                  {story.initials}
                </span>
                <div className="flex-1">
                  <p className="font-semibold text-stone-900 dark:text-stone-100">{story.names}</p>
                  <p className="text-sm text-stone-600 dark:text-stone-400">
                    {story.location} · {story.date}
                  </p>
                </div>
                <p className="text-right text-sm font-bold text-rose-700 dark:text-rose-300">
                  {story.matchRate}%{' '}
                  <span className="block text-xs font-medium text-stone-600 dark:text-stone-400">
                    {LANDING.matchRate}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to={ROUTES.contact}
            className="font-semibold text-rose-700 underline hover:text-rose-800 dark:text-rose-300 dark:hover:text-rose-200"
          >
            {LANDING.shareStory}
          </Link>
        </p>
      </div>
    </section>
  );
}
