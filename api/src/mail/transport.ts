import type { MailOutcome } from '../storage/store.ts';
import type { MailSettings } from './settings.ts';

/** One e-mail, ready to go out. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every retry, so a mailbox that got it twice can tell (`<outbox id@site host>`). */
  messageId: string;
}

/** How an e-mail is handed to the SMTP server: nodemailer on Node, worker-mailer on workerd. Throws `MailFailure`. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** Why an e-mail was not taken: refused for good (5xx), deferred (4xx), server not reached, or too slow. */
export class MailFailure extends Error {
  constructor(readonly outcome: Exclude<MailOutcome, 'sent' | 'submission_deleted'>) {
    super(outcome);
  }
}

/** An SMTP reply code or an error as an outcome, without keeping the server's words (they may name addresses). */
export function failureOf(error: unknown): MailFailure {
  if (error instanceof MailFailure) return error;
  const { responseCode, code, message } = (error ?? {}) as {
    responseCode?: number;
    code?: string;
    message?: string;
  };
  const reply = responseCode ?? Number(/\b([45]\d\d)\b/.exec(message ?? '')?.[1]);
  if (reply >= 500) return new MailFailure('refused');
  if (reply >= 400) return new MailFailure('deferred');
  if (code === 'ETIMEDOUT' || /time(d)? ?out/i.test(message ?? '')) return new MailFailure('timed_out');
  return new MailFailure('unreachable');
}

/** The Message-ID an outbox e-mail always goes out with. */
export const messageIdFor = (outboxId: string, settings: MailSettings) =>
  `<${outboxId.replace(/[^A-Za-z0-9.-]/g, '.')}@${new URL(settings.siteUrl).hostname}>`;
