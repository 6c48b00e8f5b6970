import { WorkerMailer } from 'worker-mailer';
import type { MailSettings } from './settings.ts';
import { failureOf, type MailTransport } from './transport.ts';

/**
 * E-mail from workerd through worker-mailer, over Cloudflare's TCP sockets (`cloudflare:sockets`): a connection per
 * e-mail, as a Worker holds no connection between requests. Cloudflare refuses outgoing port 25; use 465 or 587.
 */
export function workerMailTransport(settings: MailSettings): MailTransport {
  const { host, port, secure, requireTls, user, password } = settings.smtp;
  return async (mail) => {
    try {
      await WorkerMailer.send(
        {
          host,
          port,
          secure,
          startTls: requireTls,
          ...(user
            ? { credentials: { username: user, password: password ?? '' }, authType: ['plain', 'login'] }
            : {}),
          socketTimeoutMs: 10_000,
          responseTimeoutMs: 10_000,
        },
        {
          from: parseFrom(mail.from),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { 'Message-ID': mail.messageId },
        },
      );
    } catch (error) {
      throw failureOf(error);
    }
  };
}

/** `Name <address>` or a plain address, as worker-mailer wants it. */
function parseFrom(from: string): { name?: string; email: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return named ? { ...(named[1] ? { name: named[1] } : {}), email: named[2]! } : { email: from.trim() };
}
