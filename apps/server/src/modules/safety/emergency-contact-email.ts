import { EMERGENCY_CONTACT_LIMITS, EMERGENCY_CONTACT_TEXTS } from '@kindred/contract/emergency-contacts';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mail-message';

/**
 * The one e-mail an emergency contact gets before confirming (decision 102): who added them, what
 * they would receive, the link, and that they may ignore it.
 */
export function emergencyContactEmail(
  to: { name: string; email: string },
  memberName: string,
  link: string,
): MailMessage {
  const texts = EMERGENCY_CONTACT_TEXTS;
  const intro = texts.emailIntro(memberName, to.name);
  const outro = texts.emailOutro(EMERGENCY_CONTACT_LIMITS.linkDays);
  return {
    to: to.email,
    subject: texts.emailSubject(memberName),
    text: `${intro}\n\n${texts.emailWhat}\n\n${texts.emailAction}: ${link}\n\n${outro}\n\nKindred`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(texts.emailWhat)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.emailAction)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>Kindred</p>`,
  };
}
