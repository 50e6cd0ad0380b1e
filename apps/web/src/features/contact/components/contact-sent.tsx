import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CONTACT_TEXTS } from '@kindred/contract/contact';
import { Button } from '@/components/ui/button';

interface ContactSentProps {
  /** SPEC 9: how soon the topic's messages are answered. */
  responseTime: string;
  onSendAnother: () => void;
}

/** SPEC 4: the confirmation after a message, with 'Send Another Message'. */
export function ContactSent({ responseTime, onSendAnother }: ContactSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the confirmation takes it, so it is also read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      data-contact-sent
      role="status"
      className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <CircleCheck aria-hidden="true" className="h-12 w-12 text-emerald-600 dark:text-emerald-400" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-xl font-bold text-stone-900 focus:outline-none dark:text-stone-100"
      >
        {CONTACT_TEXTS.sentHeading}
      </h3>
      <p className="mt-2 max-w-md text-stone-700 dark:text-stone-300">{CONTACT_TEXTS.sentText(responseTime)}</p>
      <Button variant="outline" className="mt-6" onClick={onSendAnother}>
        {CONTACT_TEXTS.sendAnother}
      </Button>
    </div>
  );
}
