import { useState } from 'react';
import { CONTACT_TEXTS } from '@kindred/contract/contact';
import { CollapsibleSection } from '@/components/ui/collapsible-section';

/** SPEC 2 Contact: the FAQ accordion, one answer open at a time. */
export function ContactFaq() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white px-5 dark:border-stone-700 dark:bg-stone-900">
      {CONTACT_TEXTS.faq.map((entry, index) => (
        <CollapsibleSection
          key={entry.question}
          title={entry.question}
          open={open === index}
          onToggle={() => setOpen((current) => (current === index ? null : index))}
        >
          <p className="text-stone-700 dark:text-stone-300">{entry.answer}</p>
        </CollapsibleSection>
      ))}
    </div>
  );
}
