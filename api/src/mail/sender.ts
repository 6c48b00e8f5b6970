import type { Clock } from '../clock.ts';
import type { DueMail, MailOutbox, MailOutcome } from '../storage/store.ts';
import { nextAttemptAt } from '../webhooks/sender.ts';
import { digestMail, submissionMail } from './compose.ts';
import { mayReadSubmissions, submissionRecipients } from './recipients.ts';
import type { MailSettings } from './settings.ts';
import { failureOf, type MailTransport, messageIdFor } from './transport.ts';

/** E-mails sent at the same time; a sender holds an e-mail this long before another may take it. */
const batchSize = 10;
const leaseMs = 60_000;

export interface MailSenderOptions {
  outbox: MailOutbox;
  settings: MailSettings;
  transport: MailTransport;
  clock: Clock;
  /** How often to look for due e-mails. @default 5000 */
  intervalMs?: number;
  /** Batches one run may send (the worker: one, within a Cron Trigger's limits). @default unlimited */
  batchesPerRun?: number;
}

/**
 * Sends the mail outbox, as the webhook sender sends its own: never on the visitor's request, each e-mail leased,
 * sent, and recorded; one that was not taken is tried again with the webhooks' backoff (30 s doubling to an hour)
 * for 24 hours, one refused for good (5xx) not again. At least once: an e-mail leaves the outbox only once the
 * server took it, so a crash between sending and recording sends it again (with the same Message-ID).
 */
export function mailSender({
  outbox,
  settings,
  transport,
  clock,
  intervalMs = 5000,
  batchesPerRun = Number.POSITIVE_INFINITY,
}: MailSenderOptions) {
  let running: Promise<number> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  async function send(mail: DueMail): Promise<void> {
    const at = new Date(clock.now()).toISOString();
    const record = (outcome: MailOutcome, retry: boolean) =>
      outbox.recordAttempt(mail.id, {
        at,
        outcome,
        nextAttemptAt: retry ? nextAttemptAt(mail, clock.now()) : null,
      });
    if (mail.kind === 'submission' && !mail.submission) return record('submission_deleted', false);
    const composed =
      mail.kind === 'submission'
        ? submissionMail(mail.submission!, mail.lang, settings.siteUrl)
        : digestMail(mail.digest, mail.lang, settings.siteUrl);
    try {
      await transport({
        from: settings.from,
        to: mail.recipient,
        ...composed,
        messageId: messageIdFor(mail.id, settings),
      });
    } catch (error) {
      const { outcome } = failureOf(error);
      return record(outcome, outcome !== 'refused');
    }
    return record('sent', false);
  }

  async function sendDue(): Promise<number> {
    let tried = 0;
    for (let batch = 0; batch < batchesPerRun && !stopped; batch++) {
      const now = clock.now();
      const due = await outbox.claimDue(
        new Date(now).toISOString(),
        new Date(now + leaseMs).toISOString(),
        batchSize,
      );
      await Promise.all(due.map(send));
      tried += due.length;
      if (due.length < batchSize) break;
    }
    return tried;
  }

  /**
   * One pass at a time; a pass asked for while one runs follows it, so what became due meanwhile (a digest the
   * hourly work just wrote, while the pass a submission started is still sending) is sent by it.
   */
  function run(): Promise<number> {
    const pass: Promise<number> = (running ?? Promise.resolve(0))
      .catch(() => 0)
      .then(sendDue)
      .finally(() => {
        if (running === pass) running = undefined;
      });
    running = pass;
    return pass;
  }

  return {
    run,
    start() {
      timer = setInterval(() => {
        void run().catch((error) => console.error('Sending e-mail failed', error));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}

/** The hour (UTC) from which a day's digest is written: 06:00, 07:00 or 08:00 in Berlin. */
export const digestHourUtc = 6;

/**
 * The daily digest, asked hourly: from `digestHourUtc` on, each admin who chose it gets the day's digest once
 * (in their language), however often and on however many instances or isolates this runs; it reports the 24
 * hours before it was written. Returns how many were written.
 */
export async function writeDigestsWhenDue(outbox: MailOutbox, now: number): Promise<number> {
  if (new Date(now).getUTCHours() < digestHourUtc) return 0;
  const subscribers = await outbox.subscribers();
  const recipients = subscribers
    .filter((admin) => mayReadSubmissions(admin.role) && admin.choices.digest)
    .map((admin) => ({ email: admin.email, lang: admin.lang }));
  const at = new Date(now).toISOString();
  return outbox.enqueueDigests(recipients, at.slice(0, 10), at);
}

/** Who would be e-mailed about a submission of each kind now: for the Account screen and the tests. */
export async function recipientsNow(outbox: MailOutbox, settings: MailSettings | undefined) {
  if (!settings) return { survey: [], support: [] };
  const subscribers = await outbox.subscribers();
  return {
    survey: submissionRecipients('survey', subscribers, settings.notifyEmail),
    support: submissionRecipients('support', subscribers, settings.notifyEmail),
  };
}
