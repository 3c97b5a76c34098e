import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';

/** A file sent with an email, streamed from storage as it is written to the SMTP connection. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Readable;
}

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
}

/** Delivers one message; throws when the server refuses it (the job queue retries). */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** SMTP through nodemailer when SMTP_URL is set; otherwise null and mail stays in the in-app mailbox. */
export function createSmtpTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: mail.attachments,
    });
  };
}
