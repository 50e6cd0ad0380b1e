import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mail-message';
import type { NewContactMessage } from './outreach.repo';

/**
 * The contact form's message, for the support inbox. Everything in it was typed by a visitor:
 * the HTML part is escaped, and the sender's address is shown for support to answer, never
 * written to by the app (decision 039).
 */
export function contactEmail(to: string, message: NewContactMessage & { id: string }): MailMessage {
  const topic = message.topic.charAt(0).toUpperCase() + message.topic.slice(1);
  const from = `${message.name} <${message.email}>`;
  const paragraphs = message.message
    .split(/\r?\n(?:\r?\n)+/)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  return {
    to,
    subject: `[Contact: ${topic}] ${message.name}`,
    text: `Topic: ${topic}\nFrom: ${from}\nReference: ${message.id}\n\n${message.message}\n`,
    html: `<p>Topic: ${escapeHtml(topic)}<br>From: ${escapeHtml(from)}<br>Reference: ${escapeHtml(message.id)}</p>${paragraphs}`,
  };
}
