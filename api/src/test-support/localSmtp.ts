import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from '../mail/settings.ts';

export interface ReceivedMail {
  to: string;
  mail: ParsedMail;
}

/**
 * An SMTP server on this machine for the tests (the `smtp-server` package), on a port the system gives it: every
 * e-mail it takes is parsed and kept; `refuse(n, code)` makes it refuse the next n with a reply code (451: try
 * later; 550: refused for good).
 */
export async function localSmtp() {
  const received: ReceivedMail[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const refusal = refusals.shift();
      if (refusal !== undefined) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Not now'), { responseCode: refusal })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    refuse(count: number, code = 451) {
      for (let i = 0; i < count; i++) refusals.push(code);
    },
    /** Mail settings that send to this server. */
    settings(notifyEmail?: string): MailSettings {
      return {
        smtp: {
          host: '127.0.0.1',
          port,
          secure: false,
          requireTls: false,
          user: undefined,
          password: undefined,
        },
        from: 'SMO <noreply@example.com>',
        siteUrl: 'https://www.example.com',
        notifyEmail,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
