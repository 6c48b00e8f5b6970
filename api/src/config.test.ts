import { describe, expect, it } from 'vitest';
import { apiConfigFromEnv } from './config.ts';

describe('apiConfigFromEnv', () => {
  it('keeps submissions for SUBMISSION_RETENTION_DAYS unless a kind has its own, non-empty setting', () => {
    expect(apiConfigFromEnv({ SUBMISSION_RETENTION_DAYS: '90' }).retentionDays).toEqual({
      survey: 90,
      support: 90,
      spam: 30,
    });
    // A blank line in an env file (SURVEY_RETENTION_DAYS=) means "not set", not "the default of 365".
    expect(
      apiConfigFromEnv({
        SUBMISSION_RETENTION_DAYS: '90',
        SURVEY_RETENTION_DAYS: '',
        SUPPORT_RETENTION_DAYS: ' ',
      }).retentionDays,
    ).toEqual({ survey: 90, support: 90, spam: 30 });
    expect(
      apiConfigFromEnv({ SUBMISSION_RETENTION_DAYS: '90', SUPPORT_RETENTION_DAYS: '14' }).retentionDays,
    ).toEqual({ survey: 90, support: 14, spam: 30 });
  });

  it('keeps webhooks to public https addresses on 443 and 8443 unless WEBHOOK_ALLOW_PRIVATE and WEBHOOK_PORTS say otherwise', () => {
    expect(apiConfigFromEnv({}).webhookTargets).toEqual({ allowPrivate: false, ports: [443, 8443] });
    expect(
      apiConfigFromEnv({ WEBHOOK_ALLOW_PRIVATE: 'on', WEBHOOK_PORTS: ' 443, 9443 ,443' }).webhookTargets,
    ).toEqual({ allowPrivate: true, ports: [443, 9443] });
    expect(() => apiConfigFromEnv({ WEBHOOK_PORTS: '443,https' })).toThrow(
      'WEBHOOK_PORTS must be a comma-separated list of ports from 1 to 65535, not "443,https".',
    );
    expect(() => apiConfigFromEnv({ WEBHOOK_PORTS: '0' })).toThrow(/^WEBHOOK_PORTS/);
    expect(() => apiConfigFromEnv({ WEBHOOK_ALLOW_PRIVATE: 'sometimes' })).toThrow(
      'WEBHOOK_ALLOW_PRIVATE must be on or off, not "sometimes".',
    );
  });

  it('takes MAIL_FROM as one sender only, named or bare', () => {
    const mail = (MAIL_FROM: string) =>
      apiConfigFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM, SITE_URL: 'https://www.example.de' })
        .mail?.from;
    expect(mail('SMO <noreply@example.de>')).toBe('SMO <noreply@example.de>');
    expect(mail('"Storm, Marcus" <noreply@example.de>')).toBe('"Storm, Marcus" <noreply@example.de>');
    expect(mail('noreply@example.de')).toBe('noreply@example.de');
    for (const twoOrBroken of [
      'Evil <evil@example.org>, SMO <noreply@example.de>',
      'noreply@example.de, evil@example.org',
      'SMO <noreply@example.de',
      'SMO\r\nBcc: evil@example.org <noreply@example.de>',
    ])
      expect(() => mail(twoOrBroken), twoOrBroken).toThrow(/^MAIL_FROM must be the sender/);
  });

  it('names the variable it cannot use', () => {
    expect(() => apiConfigFromEnv({ SURVEY_RETENTION_DAYS: '0' })).toThrow(
      'SURVEY_RETENTION_DAYS must be a whole number of at least 1, not "0".',
    );
    expect(() => apiConfigFromEnv({ SUBMISSION_RETENTION_DAYS: 'a year' })).toThrow(
      /^SUBMISSION_RETENTION_DAYS/,
    );
  });
});
