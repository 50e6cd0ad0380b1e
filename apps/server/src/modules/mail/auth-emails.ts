import { SESSION_TEXTS } from '@kindred/contract/account-sessions';
import { CONNECTED_ACCOUNT_TEXTS } from '@kindred/contract/connected-accounts';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mail-message';

function linkEmail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\nKindred`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Kindred</p>`,
  };
}

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  return linkEmail(
    to,
    'Verify your email address',
    `Hi ${name}, welcome to Kindred! Please confirm that this is your email address.`,
    'Verify my email',
    link,
    'This link expires in 48 hours. If you did not create a Kindred account, you can ignore this message.',
  );
}

export function resetPasswordEmail(to: string, link: string): MailMessage {
  return linkEmail(
    to,
    'Reset your Kindred password',
    'We received a request to reset the password of your Kindred account.',
    'Choose a new password',
    link,
    'This link expires in 60 minutes and can be used once. If you did not ask for it, you can ignore this message; your password stays the same.',
  );
}

export function emailChangedNotice(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your Kindred email address was changed',
    text: `The email address of your Kindred account was changed to ${newEmail}.\n\nIf you did not make this change, reply to this message or contact support right away.\n\nKindred`,
    html: `<p>The email address of your Kindred account was changed to ${escapeHtml(newEmail)}.</p><p>If you did not make this change, reply to this message or contact support right away.</p><p>Kindred</p>`,
  };
}

/** A sign-in from a kind of device the member never used (decision 069). */
export function newSignInEmail(to: string, device: string, link: string): MailMessage {
  return linkEmail(
    to,
    SESSION_TEXTS.newSignInSubject,
    `Your Kindred account was just signed in to from ${device}.`,
    'Review where you are signed in',
    link,
    'If this was you, there is nothing to do. If not, sign that device out and change your password.',
  );
}

/** Google or Apple was connected: a new way into the account (decision 072). */
export function connectedAccountEmail(to: string, provider: string, link: string): MailMessage {
  return linkEmail(
    to,
    CONNECTED_ACCOUNT_TEXTS.linkedSubject(provider),
    `You can now sign in to Kindred with ${provider}.`,
    'Review your connected accounts',
    link,
    `If you did not connect ${provider}, disconnect it there and change your password.`,
  );
}
