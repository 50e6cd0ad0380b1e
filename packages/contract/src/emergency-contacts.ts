// Emergency contacts (issue 35, decision 102): up to three people a member names, by e-mail, who
// will hear from Kindred only when the member shares a date or misses a check-in, and only once
// they have confirmed the e-mail asking them. Until then they receive nothing but that e-mail.
import { z } from 'zod';
import { emailField } from './fields';
import { textField } from './text';

export const EMERGENCY_CONTACT_LIMITS = {
  /** Contacts one member may have, confirmed or waiting. */
  maxContacts: 3,
  /** Characters in a contact's name. */
  nameMax: 60,
  /** Days a confirmation link works. */
  linkDays: 7,
  /** Minutes between two confirmation e-mails to one contact. */
  resendMinutes: 10,
  /** Confirmation e-mails (added or resent) one member may have sent in 24 hours. */
  emailsPerDay: 10,
} as const;

export const EMERGENCY_CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name can be at most 60 characters',
  tooMany: 'You can add up to 3 emergency contacts.',
  duplicate: 'This person is already one of your emergency contacts.',
  notFound: 'Emergency contact not found',
  invalidId: 'That is not an emergency contact id',
  linkInvalid: 'This link has expired or was already used.',
  tokenRequired: 'This link is missing its code. Open the link from the e-mail again.',
  alreadyConfirmed: 'This person has already confirmed.',
  resendTooSoon: 'We just sent them an e-mail. You can send another in 10 minutes.',
  dailyCap: 'You have sent enough confirmation e-mails for today. Please try again tomorrow.',
  removed: 'Emergency contact removed',
  confirmed: 'Thank you. You are now an emergency contact.',
} as const;

export const EMERGENCY_CONTACT_TEXTS = {
  title: 'Emergency contacts',
  intro:
    'Up to 3 people we can e-mail when you share the details of a date with them or miss a safety check-in. Each one confirms by e-mail first and hears nothing else from us. Only you see them here.',
  listLabel: 'Your emergency contacts',
  empty: 'No emergency contacts yet.',
  waiting: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  nameLabel: 'Name',
  emailLabel: 'Email',
  add: 'Add contact',
  full: 'You have 3 emergency contacts, the most you can add. Remove one to add someone else.',
  resend: 'Resend e-mail',
  resendTo: (name: string) => `Resend the e-mail to ${name}`,
  sent: (name: string) => `We sent ${name} an e-mail to confirm.`,
  removedNotice: (name: string) => `${name} was removed.`,
  remove: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: (name: string) =>
    `${name} will no longer be one of your emergency contacts. You can add them again later; they will need to confirm again.`,
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  loadFailed: "We couldn't load your emergency contacts.",
  failed: 'Something went wrong. Please try again.',
  /** The public page the confirmation e-mail links to. */
  confirmTitle: 'Emergency contact',
  confirmIntro:
    'Someone on Kindred asked you to be one of their emergency contacts. Confirm, and we will e-mail you only when they share the details of a date with you or miss a safety check-in.',
  confirmButton: 'Confirm',
  confirmedBody:
    'We will e-mail you only when they share the details of a date with you or miss a safety check-in. You do not need a Kindred account.',
  missingToken: 'This link is incomplete. Open the link from the e-mail again.',
  expiredBody: 'Ask the person who added you to send a new e-mail from their Kindred settings.',
  /** The e-mail to the contact. */
  emailSubject: (memberName: string) => `${memberName} added you as an emergency contact on Kindred`,
  emailIntro: (memberName: string, contactName: string) =>
    `Hi ${contactName}, ${memberName} added you as one of their emergency contacts on Kindred, a dating app.`,
  emailWhat:
    'If you confirm, we will e-mail you only when they share the details of a date with you or miss a safety check-in. We send nothing else.',
  emailAction: 'Confirm I am their emergency contact',
  emailOutro: (days: number) =>
    `This link works for ${days} days. If you do not know them or do not want this, you can ignore this e-mail: we will not write to you again unless they ask us to resend it.`,
} as const;

const nameField = textField('name', { missing: EMERGENCY_CONTACT_MESSAGES.nameRequired })
  .trim()
  .superRefine((name, ctx) => {
    if (name === '') ctx.addIssue({ code: 'custom', message: EMERGENCY_CONTACT_MESSAGES.nameRequired });
    else if ([...name].length > EMERGENCY_CONTACT_LIMITS.nameMax)
      ctx.addIssue({ code: 'custom', message: EMERGENCY_CONTACT_MESSAGES.nameTooLong });
  });

/** POST body: who to add. The e-mail follows the account's own e-mail rules (lower-cased). */
export const emergencyContactInputSchema = z.object({ name: nameField, email: emailField });
export type EmergencyContactInput = z.infer<typeof emergencyContactInputSchema>;

export const emergencyContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  addedAt: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const emergencyContactsResponseSchema = z.object({ contacts: z.array(emergencyContactSchema) });
export type EmergencyContacts = z.infer<typeof emergencyContactsResponseSchema>;

/** The public confirmation: the token from the e-mail's link. */
export const emergencyContactConfirmSchema = z.object({
  token: textField('token', { missing: EMERGENCY_CONTACT_MESSAGES.tokenRequired })
    .min(1, { error: EMERGENCY_CONTACT_MESSAGES.tokenRequired })
    .max(200, { error: EMERGENCY_CONTACT_MESSAGES.linkInvalid }),
});
export type EmergencyContactConfirm = z.infer<typeof emergencyContactConfirmSchema>;
