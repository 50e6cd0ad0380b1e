// Decided (074): an answer that mails something says where the mail went, never "sent" when it
// went nowhere. 'sent': handed to SMTP. 'outbox': kept in the dev outbox (DEV_OUTBOX, decision
// 034). 'none': kept in a table nobody can read, because this server has no way to send mail.
import { z } from 'zod';
import { authResponseSchema, sessionUserSchema } from './auth';
import { MESSAGES } from './messages';

export const EMAIL_DELIVERIES = ['sent', 'outbox', 'none'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];
export const emailDeliverySchema = z.enum(EMAIL_DELIVERIES);

const CANNOT_SEND = "This server can't send e-mail yet";
const ASK_OPERATOR = 'Please ask whoever runs this site to set up e-mail (SMTP_URL).';
const OUTBOX = 'This test server keeps e-mail in its dev outbox instead of sending it';

/** The server's answer for each kind of mail, by where the mail went. */
export const EMAIL_DELIVERY_MESSAGES = {
  verification: {
    sent: MESSAGES.verificationSent,
    outbox: `${OUTBOX}: your new verification link is there.`,
    none: `${CANNOT_SEND}, so no verification link was sent. ${ASK_OPERATOR}`,
  },
  // Request-reset answers alike for every address (no enumeration): these speak of the server only.
  reset: {
    sent: MESSAGES.resetRequested,
    outbox: `${OUTBOX}: if an account exists for that email, the link to reset your password is there.`,
    none: `${CANNOT_SEND}, so no reset link was sent. ${ASK_OPERATOR}`,
  },
  /** The onboarding welcome, after Create Account: where the first verification link went. */
  signUp: {
    sent: 'We sent a link to verify your email address. Open it when it suits you: you can finish your profile meanwhile.',
    outbox: `${OUTBOX}: the link to verify your email address is there.`,
    none: `${CANNOT_SEND}, so no verification link was sent. ${ASK_OPERATOR}`,
  },
  emailChanged: {
    sent: MESSAGES.emailChanged,
    outbox: `Your email address was changed. ${OUTBOX}: the link to verify it is there.`,
    none: `Your email address was changed. ${CANNOT_SEND}, so no verification link was sent. ${ASK_OPERATOR}`,
  },
} as const satisfies Record<string, Record<EmailDelivery, string>>;

/** Resend-verification and request-reset: SPEC's message, and where the mail went. */
export const emailMessageResponseSchema = z.object({ message: z.string(), emailDelivery: emailDeliverySchema });
export type EmailMessageResponse = z.infer<typeof emailMessageResponseSchema>;

/** PUT /account/email: the message, the updated user, and where the verification link went. */
export const changeEmailResponseSchema = emailMessageResponseSchema.extend({ user: sessionUserSchema });

/** POST /auth/register: SPEC's session answer, and where the verification link went. */
export const registerResponseSchema = authResponseSchema.extend({ emailDelivery: emailDeliverySchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Screen texts beside those answers. */
export const EMAIL_DELIVERY_TEXTS = {
  openDevOutbox: 'Open the dev outbox',
} as const;
