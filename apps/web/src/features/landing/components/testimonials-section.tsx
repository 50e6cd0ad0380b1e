import { Link } from 'react-router';
import { TESTIMONIALS_NOTE } from '@kindred/contract/landing';
import { CONTACT_TOPIC_QUERY } from '@kindred/contract/outreach-constants';
import { ROUTES } from '@kindred/contract/routes';
import { LANDING } from '@kindred/contract/screens';
import { SectionHeading } from './section-heading';
import { TestimonialsCarousel } from './testimonials-carousel';

/** SPEC 2 Landing 4 (id testimonials): the carousel and 'Share your success story'. */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="scroll-mt-20 bg-white py-16 sm:py-24 dark:bg-stone-900"
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" title={LANDING.testimonialsHeading} text={TESTIMONIALS_NOTE} />
        <TestimonialsCarousel />
        <p className="mt-8 text-center">
          {/* A story reaches the team through the contact form, its topic already set. */}
          <Link
            to={`${ROUTES.contact}?${CONTACT_TOPIC_QUERY}=feedback`}
            className="hit-area relative font-semibold text-rose-700 underline hover:text-rose-800 dark:text-rose-300 dark:hover:text-rose-200"
          >
            {LANDING.shareStory}
          </Link>
        </p>
      </div>
    </section>
  );
}
