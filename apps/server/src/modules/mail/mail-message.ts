/** One e-mail as the mail module sends or stores it (shared by mailer.ts and outbox.repo.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
