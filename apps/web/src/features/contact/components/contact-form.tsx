import { useState, type FormEvent } from 'react';
import { TIMINGS } from '@kindred/contract/constants';
import { CONTACT_TEXTS, CONTACT_TOPIC_LABELS, responseTimeFor } from '@kindred/contract/contact';
import { CONTACT_TOPICS, OUTREACH_LIMITS, type ContactTopic } from '@kindred/contract/outreach-constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { outreachErrorMessage } from '@/lib/outreach-error-message';
import { useConfirmedSubmit } from '@/lib/use-confirmed-submit';
import { useSendContactMessage } from '../api/send-contact-message';
import { isContactTopic } from '../lib/contact-topic';
import { validateContactForm, type ContactDraft, type ContactFieldErrors } from '../lib/validate-contact-form';
import { ContactSent } from './contact-sent';

const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] }));
const FIELD_ORDER = ['name', 'email', 'topic', 'message'] as const;

/** A fresh form; a topic from `?topic=` stays chosen for the next message too. */
const emptyDraft = (topic: ContactTopic | ''): ContactDraft => ({ name: '', email: '', topic, message: '' });

interface ContactFormProps {
  initialTopic: ContactTopic | '';
  /** A form about one topic (the Accessibility statement's barrier reports): no topic to choose. */
  fixedTopic?: ContactTopic;
  /** The id of the heading that names the form. */
  headingId?: string;
  messageLabel?: string;
  messagePlaceholder?: string;
}

/**
 * SPEC 2, 3, 5 Contact: name, email, topic and message, all required. DESIGN 2: it is stored
 * (`POST /contact`); SPEC 4's 1 s becomes a minimum display time, and the confirmation resets
 * after 5 s or with 'Send Another Message'. A refused message keeps what was typed.
 */
export function ContactForm({
  initialTopic,
  fixedTopic,
  headingId = 'contact-form-heading',
  messageLabel = CONTACT_TEXTS.message,
  messagePlaceholder = CONTACT_TEXTS.messagePlaceholder,
}: ContactFormProps) {
  const startTopic = fixedTopic ?? initialTopic;
  const [draft, setDraft] = useState<ContactDraft>(() => emptyDraft(startTopic));
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sentTopic, setSentTopic] = useState<ContactTopic>('other');
  const send = useSendContactMessage();
  const { phase, formRef, reset, run } = useConfirmedSubmit({
    minDisplayMs: TIMINGS.contactMinDisplayMs,
    confirmationAttribute: 'data-contact-sent',
    firstControl: 'input',
    onReset: () => {
      setDraft(emptyDraft(startTopic));
      setFieldErrors({});
      setError(null);
    },
  });

  const change = <K extends keyof ContactDraft>(field: K, value: ContactDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const problems = validateContactForm(draft);
    const firstInvalid = FIELD_ORDER.find((field) => problems[field]);
    setFieldErrors(problems);
    if (firstInvalid || draft.topic === '') {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setError(null);
    const topic = draft.topic;
    await run(
      () =>
        send.mutateAsync({
          name: draft.name.trim(),
          email: draft.email.trim(),
          topic,
          message: draft.message.trim(),
        }),
      {
        onSent: () => setSentTopic(topic),
        onFailed: (failure) =>
          setError(
            outreachErrorMessage(failure, {
              tooManyRequests: CONTACT_TEXTS.tooManyRequests,
              networkError: CONTACT_TEXTS.networkError,
              failed: CONTACT_TEXTS.sendFailed,
            }),
          ),
      },
    );
  };

  if (phase === 'sent') {
    return <ContactSent responseTime={responseTimeFor(sentTopic)} onSendAnother={() => reset(true)} />;
  }

  const submitting = phase === 'submitting';
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={CONTACT_TEXTS.name}
          name="name"
          autoComplete="name"
          value={draft.name}
          maxLength={OUTREACH_LIMITS.nameMax}
          onChange={(event) => change('name', event.target.value)}
          error={fieldErrors.name}
          readOnly={submitting}
          required
        />
        <TextField
          label={CONTACT_TEXTS.email}
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => change('email', event.target.value)}
          error={fieldErrors.email}
          readOnly={submitting}
          required
        />
      </div>
      {!fixedTopic && (
        <SelectField
          label={CONTACT_TEXTS.topic}
          name="topic"
          placeholder={CONTACT_TEXTS.chooseTopic}
          options={TOPIC_OPTIONS}
          value={draft.topic}
          onChange={(event) => change('topic', isContactTopic(event.target.value) ? event.target.value : '')}
          error={fieldErrors.topic}
          disabled={submitting}
          required
        />
      )}
      <TextareaField
        label={messageLabel}
        name="message"
        placeholder={messagePlaceholder}
        value={draft.message}
        maxLength={OUTREACH_LIMITS.messageMax}
        onChange={(event) => change('message', event.target.value)}
        error={fieldErrors.message}
        readOnly={submitting}
        required
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={submitting}>
        {submitting ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
      </Button>
    </form>
  );
}
