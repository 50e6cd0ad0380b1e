import { CONTACT_TEXTS } from '@kindred/contract/contact';
import { MESSAGES } from '@kindred/contract/messages';
import { contactInputSchema, type ContactInput } from '@kindred/contract/outreach';

export interface ContactDraft {
  name: string;
  email: string;
  topic: ContactInput['topic'] | '';
  message: string;
}

export type ContactFieldErrors = Partial<Record<keyof ContactDraft, string>>;

/** SPEC 5: name, email (a valid address), topic and message are all required. */
export function validateContactForm(draft: ContactDraft): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (draft.name.trim() === '') errors.name = MESSAGES.nameRequired;
  const email = contactInputSchema.shape.email.safeParse(draft.email);
  if (!email.success) errors.email = email.error.issues[0]?.message ?? MESSAGES.emailInvalid;
  if (draft.topic === '') errors.topic = CONTACT_TEXTS.required(CONTACT_TEXTS.topic);
  if (draft.message.trim() === '') errors.message = CONTACT_TEXTS.required(CONTACT_TEXTS.message);
  return errors;
}
