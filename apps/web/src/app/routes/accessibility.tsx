import { ACCESSIBILITY_TEXTS } from '@kindred/contract/accessibility';
import { BARRIER_REPORT_TOPIC } from '@kindred/contract/outreach-constants';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { AccessibilityStatement, REPORT_HEADING_ID } from '@/features/accessibility/components/accessibility-statement';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The Accessibility statement (decision 113); a barrier is reported through the contact form. */
export default function AccessibilityPage() {
  useDocumentTitle(SCREEN_TITLES.accessibility);
  return (
    <AccessibilityStatement
      reportForm={
        <ContactForm
          initialTopic={BARRIER_REPORT_TOPIC}
          fixedTopic={BARRIER_REPORT_TOPIC}
          headingId={REPORT_HEADING_ID}
          messageLabel={ACCESSIBILITY_TEXTS.messageLabel}
          messagePlaceholder={ACCESSIBILITY_TEXTS.messagePlaceholder}
        />
      }
    />
  );
}
