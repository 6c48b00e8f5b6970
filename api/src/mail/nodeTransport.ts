import nodemailer from 'nodemailer';
import type { MailSettings } from './settings.ts';
import { failureOf, type MailTransport } from './transport.ts';

/**
 * E-mail from Node through nodemailer (a maintained SMTP client): a connection per e-mail (a few a day; nothing
 * held open between them), 10 s to answer.
 */
export function nodeMailTransport(settings: MailSettings): MailTransport {
  const { host, port, secure, requireTls, user, password } = settings.smtp;
  const transporter = nodemailer.createTransport({
    host,
    port,
    secure,
    requireTLS: requireTls,
    // Plain SMTP is for this machine only (a local relay, the tests); anywhere else STARTTLS is required above.
    ignoreTLS: !secure && !requireTls,
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (mail) => {
    try {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    } catch (error) {
      throw failureOf(error);
    }
  };
}
