import { DATE_SAFETY_LIMITS, DATE_SAFETY_TEXTS as TEXTS } from '@kindred/contract/date-safety';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mail-message';

type Contact = { name: string; email: string };

function mail(to: string, subject: string, paragraphs: string[], link?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), 'Kindred'].join('\n\n');
  const html =
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '') +
    '<p>Kindred</p>';
  return { to, subject, text, html };
}

/** "Share my date" (decision 104): the link to the shared page, nothing of the date in the e-mail itself. */
export function dateShareEmail(to: Contact, memberName: string, link: string): MailMessage {
  return mail(
    to.email,
    TEXTS.shareEmailSubject(memberName),
    [TEXTS.shareEmailIntro(to.name, memberName), TEXTS.shareEmailOutro],
    { label: TEXTS.shareEmailAction, url: link },
  );
}

/** A missed check-in: the date's details in the e-mail, so it needs no link that may have expired. */
export function missedCheckInEmail(
  to: Contact,
  memberName: string,
  date: { matchName: string; place: string; when: string },
): MailMessage {
  return mail(to.email, TEXTS.missedEmailSubject(memberName), [
    TEXTS.missedEmailIntro(to.name, memberName, DATE_SAFETY_LIMITS.answerMinutes),
    TEXTS.missedEmailDetails(date.matchName, date.place, date.when),
    TEXTS.missedEmailAdvice,
  ]);
}

/** The member answered after their contacts were told they had not. */
export function checkedInEmail(to: Contact, memberName: string): MailMessage {
  return mail(to.email, TEXTS.okEmailSubject(memberName), [TEXTS.okEmailBody(to.name, memberName)]);
}
