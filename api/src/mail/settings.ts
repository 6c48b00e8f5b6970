import { SettingError } from '../config.ts';

/** How e-mail leaves: the SMTP server, the sender, where links in a mail lead, who gets every submission. */
export interface MailSettings {
  smtp: {
    host: string;
    port: number;
    /** smtps://: TLS from the first byte; smtp://: STARTTLS, required unless the server is this machine. */
    secure: boolean;
    requireTls: boolean;
    user: string | undefined;
    password: string | undefined;
  };
  /** `MAIL_FROM`: the sender, e.g. `SMO <noreply@example.de>`. */
  from: string;
  /** `SITE_URL`: the public address links in a mail lead to (the inbox, an invitation). */
  siteUrl: string;
  /** `NOTIFY_EMAIL`: an address that gets every new survey answer and support message, whoever else does. */
  notifyEmail: string | undefined;
}

const plainAddress = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;
/** One sender: `address` or `Name <address>`, the name without angle brackets, quotes inside or line breaks. */
const isSender = (from: string) => {
  const named = /^(?:"([^"<>\r\n]*)"|([^"<>\r\n]*?))\s*<([^<>\s]+)>$/.exec(from);
  return named ? plainAddress.test(named[3]!) : plainAddress.test(from);
};

const isLoopback = (host: string) => host === 'localhost' || /^127\./.test(host) || host === '[::1]';

/**
 * E-mail from the environment, or undefined when `SMTP_URL` is unset: then no e-mail is attempted at all (and the
 * screens say so). `SMTP_URL` is `smtp://host:587` or `smtps://host:465`, user and password in it or in
 * `SMTP_USER` / `SMTP_PASSWORD`; `MAIL_FROM` and `SITE_URL` are then required.
 */
export function mailSettingsFromEnv(env: Record<string, string | undefined>): MailSettings | undefined {
  const text = env.SMTP_URL?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SettingError(
      'SMTP_URL must be smtp://host:port or smtps://host:port (user and password optional).',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new SettingError('SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (TLS).');
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const from = env.MAIL_FROM?.trim();
  if (!from || !isSender(from))
    throw new SettingError(
      'MAIL_FROM must be the sender, e.g. "SMO <noreply@example.de>", when SMTP_URL is set.',
    );
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (!siteUrl || !/^https?:\/\/[^/\s]+$/.test(siteUrl))
    throw new SettingError(
      "SITE_URL must be the site's public address, e.g. https://www.example.de, when SMTP_URL is set (links in e-mails lead there).",
    );
  const notifyEmail = env.NOTIFY_EMAIL?.trim() || undefined;
  if (notifyEmail && !plainAddress.test(notifyEmail))
    throw new SettingError('NOTIFY_EMAIL must be one e-mail address.');
  return {
    smtp: {
      host: url.hostname,
      port,
      secure,
      requireTls: !secure && !isLoopback(url.hostname),
      user: env.SMTP_USER?.trim() || decodeURIComponent(url.username) || undefined,
      password: env.SMTP_PASSWORD || decodeURIComponent(url.password) || undefined,
    },
    from,
    siteUrl,
    notifyEmail,
  };
}

/** The SMTP server as a log line may name it: never its user or password. */
export const describeSmtp = (mail: MailSettings) =>
  `${mail.smtp.secure ? 'smtps' : 'smtp'}://${mail.smtp.host}:${mail.smtp.port}`;
