import { useState } from 'react';
import { HOW_IT_WORKS_DETAILS } from '@kindred/contract/landing';
import { LANDING } from '@kindred/contract/screens';
import { HowItWorksStep } from './how-it-works-step';
import { RelationshipTimeline } from './relationship-timeline';
import { SectionHeading } from './section-heading';

/** SPEC 2 Landing 3 (id how-it-works): four steps that expand on click, then the timeline. */
export function HowItWorksSection() {
  const [openStep, setOpenStep] = useState<number | null>(null);
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-20 bg-rose-50/60 py-16 sm:py-24 dark:bg-rose-950/30"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-it-works-heading" title={LANDING.howItWorksHeading} />
        <ol className="mt-12 grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING.steps.map((step, index) => (
            <HowItWorksStep
              key={step.title}
              number={index + 1}
              title={step.title}
              text={step.text}
              details={HOW_IT_WORKS_DETAILS[index] ?? []}
              open={openStep === index}
              onToggle={() => setOpenStep((current) => (current === index ? null : index))}
            />
          ))}
        </ol>
        <RelationshipTimeline />
      </div>
    </section>
  );
}
