import type { ReactNode } from 'react';
import {
  ACCESSIBILITY_DATE,
  ACCESSIBILITY_OTHER_WAYS,
  ACCESSIBILITY_SECTIONS,
  ACCESSIBILITY_TEXTS,
} from '@kindred/contract/accessibility';
import type { LegalSection } from '@kindred/contract/legal';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { SectionBody } from '@/components/section-body';

export const REPORT_HEADING_ID = 'report-barrier-heading';
const sectionHeading = 'text-xl font-bold text-stone-900 dark:text-stone-100';

function StatementSection({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`} className={`${sectionHeading} mb-3`}>
        {section.title}
      </h2>
      <SectionBody blocks={section.body} />
    </section>
  );
}

/**
 * The Accessibility statement (decision 113): what is met, how it is tested, what is not yet, and
 * the report form (`reportForm`, which the page brings: it is the contact form's).
 */
export function AccessibilityStatement({ reportForm }: { reportForm: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
          {SCREEN_TITLES.accessibility}
        </h1>
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {ACCESSIBILITY_TEXTS.lastReviewed} <time dateTime={ACCESSIBILITY_DATE.iso}>{ACCESSIBILITY_DATE.text}</time>
        </p>
        <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">{ACCESSIBILITY_TEXTS.intro}</p>
      </header>
      <div className="mt-8 space-y-8 text-stone-700 dark:text-stone-300">
        {ACCESSIBILITY_SECTIONS.map((section) => (
          <StatementSection key={section.id} section={section} />
        ))}
        <section id="report" aria-labelledby={REPORT_HEADING_ID} className="scroll-mt-24">
          <h2 id={REPORT_HEADING_ID} className={`${sectionHeading} mb-3`}>
            {ACCESSIBILITY_TEXTS.reportHeading}
          </h2>
          <p className="mb-5 leading-relaxed">{ACCESSIBILITY_TEXTS.reportIntro}</p>
          {reportForm}
        </section>
        <StatementSection section={ACCESSIBILITY_OTHER_WAYS} />
      </div>
    </article>
  );
}
