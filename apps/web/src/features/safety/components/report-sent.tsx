import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';
import { SAFETY_TEXTS } from '@kindred/contract/safety';
import { Button } from '@/components/ui/button';
import { FocusableHeading } from '@/components/ui/focusable-heading';

interface ReportSentProps {
  /** The server's answer ('Thank you. Our safety team will review your report.'). */
  message: string;
  onSubmitAnother: () => void;
}

/** SPEC 4: the confirmation after a report, with 'Submit Another Report'. */
export function ReportSent({ message, onSubmitAnother }: ReportSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the confirmation takes it, so it is also read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      data-report-sent
      role="status"
      className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <CircleCheck aria-hidden="true" className="h-12 w-12 text-emerald-600 dark:text-emerald-400" />
      <FocusableHeading as="h3" ref={headingRef} className="mt-3 text-xl font-bold text-stone-900 dark:text-stone-100">
        {SAFETY_TEXTS.submitted}
      </FocusableHeading>
      <p className="mt-2 max-w-md text-stone-700 dark:text-stone-300">{message}</p>
      <p className="mt-1 max-w-md text-sm text-stone-600 dark:text-stone-400">{SAFETY_CENTER_TEXTS.reportFollowUp}</p>
      <Button variant="outline" className="mt-6" onClick={onSubmitAnother}>
        {SAFETY_TEXTS.submitAnother}
      </Button>
    </div>
  );
}
