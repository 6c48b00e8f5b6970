import { defaultRetentionDays } from '@site/schemas';
import { type MailSettings, mailSettingsFromEnv } from './mail/settings.ts';

export interface ApiConfig {
  /** Requests per minute per client address per endpoint; 0 turns the limit off (benchmarks, tests). */
  rateLimitPerMinute: number;
  /** A form sent sooner than this after it was shown was filled by a bot. */
  minFillTimeMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Believe `X-Forwarded-For`; only right behind a reverse proxy that sets it. */
  trustProxy: boolean;
  /** Whether admins must use a second factor (TOTP); off only for local development and tests. */
  adminSecondFactor: boolean;
  /** A session ends after this long without a request. */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however active. */
  sessionMaxHours: number;
  /** Sensitive changes need the password (and code) given within this many seconds; signing in counts. */
  reauthenticationSeconds: number;
  /** Days submissions are kept before the daily purge deletes them. */
  retentionDays: { survey: number; support: number; spam: number };
  /** Where webhooks may post (webhooks/targets.ts holds the rules). */
  webhookTargets: {
    /** Local receivers (this machine, private networks) on any port; only for development and tests. */
    allowPrivate: boolean;
    /** The ports a webhook's https address may name. */
    ports: number[];
  };
  /** E-mail (`SMTP_URL`, `MAIL_FROM`, `SITE_URL`, `NOTIFY_EMAIL`); undefined: no e-mail is attempted. */
  mail: MailSettings | undefined;
}

export const defaultApiConfig: ApiConfig = {
  rateLimitPerMinute: 10,
  minFillTimeMs: 3000,
  // A support message at every limit in four-byte characters (emoji) is about 22 KB of JSON.
  maxBodyBytes: 32 * 1024,
  trustProxy: false,
  adminSecondFactor: true,
  sessionIdleMinutes: 30,
  sessionMaxHours: 12,
  reauthenticationSeconds: 300,
  retentionDays: { ...defaultRetentionDays },
  webhookTargets: { allowPrivate: false, ports: [443, 8443] },
  mail: undefined,
};

type Env = Record<string, string | undefined>;

/** A setting the server cannot use; the message names its environment variable, so it is said in one line. */
export class SettingError extends Error {}

/** Unset, or empty (a blank line in an env file): the setting keeps its default. */
const isUnset = (value: string | undefined): value is undefined | '' =>
  value === undefined || value.trim() === '';

/** A whole-number setting from `env[name]`; unset or empty keeps `fallback`. */
export function integerSetting(
  env: Env,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
) {
  const value = env[name];
  if (isUnset(value)) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new SettingError(
      `${name} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`}, not "${value}".`,
    );
  return parsed;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (isUnset(value)) return fallback;
  const normalised = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
  throw new SettingError(`${name} must be on or off, not "${value}".`);
}

/** A comma-separated list of port numbers from `env[name]`; unset or empty keeps `fallback`. */
function portsSetting(env: Env, name: string, fallback: number[]): number[] {
  const value = env[name];
  if (isUnset(value)) return fallback;
  const ports = value.split(',').map((port) => port.trim());
  if (ports.some((port) => !/^[0-9]{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535))
    throw new SettingError(
      `${name} must be a comma-separated list of ports from 1 to 65535, not "${value}".`,
    );
  return [...new Set(ports.map(Number))];
}

/** The per-kind retention setting, or the one for both kinds when the per-kind one is unset or empty. */
const retentionName = (env: Env, name: string) => (isUnset(env[name]) ? 'SUBMISSION_RETENTION_DAYS' : name);

/**
 * Every environment variable `apiConfigFromEnv` reads, and the first admin's (admin/firstStart.ts): what
 * `npm run worker` hands to the worker as vars, so one set of settings drives either runtime.
 */
export const apiSettingNames = [
  'RATE_LIMIT_PER_MINUTE',
  'MIN_FILL_TIME_MS',
  'TRUST_PROXY',
  'ADMIN_MFA',
  'SESSION_IDLE_MINUTES',
  'SESSION_MAX_HOURS',
  'REAUTH_SECONDS',
  'SURVEY_RETENTION_DAYS',
  'SUPPORT_RETENTION_DAYS',
  'SUBMISSION_RETENTION_DAYS',
  'SPAM_RETENTION_DAYS',
  'WEBHOOK_ALLOW_PRIVATE',
  'WEBHOOK_PORTS',
  'SMTP_URL',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'MAIL_FROM',
  'SITE_URL',
  'NOTIFY_EMAIL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
] as const;

/** Reads the API settings from environment variables; unknown or empty ones keep their defaults. */
export function apiConfigFromEnv(env: Env): ApiConfig {
  return {
    rateLimitPerMinute: integerSetting(env, 'RATE_LIMIT_PER_MINUTE', defaultApiConfig.rateLimitPerMinute),
    minFillTimeMs: integerSetting(env, 'MIN_FILL_TIME_MS', defaultApiConfig.minFillTimeMs),
    maxBodyBytes: defaultApiConfig.maxBodyBytes,
    trustProxy: flag(env, 'TRUST_PROXY', false),
    adminSecondFactor: flag(env, 'ADMIN_MFA', defaultApiConfig.adminSecondFactor),
    sessionIdleMinutes: integerSetting(env, 'SESSION_IDLE_MINUTES', defaultApiConfig.sessionIdleMinutes, 1),
    sessionMaxHours: integerSetting(env, 'SESSION_MAX_HOURS', defaultApiConfig.sessionMaxHours, 1),
    reauthenticationSeconds: integerSetting(
      env,
      'REAUTH_SECONDS',
      defaultApiConfig.reauthenticationSeconds,
      1,
    ),
    retentionDays: {
      survey: integerSetting(
        env,
        retentionName(env, 'SURVEY_RETENTION_DAYS'),
        defaultRetentionDays.survey,
        1,
      ),
      support: integerSetting(
        env,
        retentionName(env, 'SUPPORT_RETENTION_DAYS'),
        defaultRetentionDays.support,
        1,
      ),
      spam: integerSetting(env, 'SPAM_RETENTION_DAYS', defaultRetentionDays.spam, 1),
    },
    webhookTargets: {
      allowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE', defaultApiConfig.webhookTargets.allowPrivate),
      ports: portsSetting(env, 'WEBHOOK_PORTS', defaultApiConfig.webhookTargets.ports),
    },
    mail: mailSettingsFromEnv(env),
  };
}

/** What the server says on start about settings that weaken it, one line each (never a secret). */
export function settingWarnings(config: ApiConfig): string[] {
  const lines: string[] = [];
  if (!config.adminSecondFactor)
    lines.push(
      'Warning: ADMIN_MFA=off, so admins sign in with a password alone. Use this only for development and tests.',
    );
  if (config.webhookTargets.allowPrivate)
    lines.push(
      'Warning: WEBHOOK_ALLOW_PRIVATE=on, so webhooks may post to this machine and private networks, on any port. Use this only for development and tests.',
    );
  return lines;
}
