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

  it('names the variable it cannot use', () => {
    expect(() => apiConfigFromEnv({ SURVEY_RETENTION_DAYS: '0' })).toThrow(
      'SURVEY_RETENTION_DAYS must be a whole number of at least 1, not "0".',
    );
    expect(() => apiConfigFromEnv({ SUBMISSION_RETENTION_DAYS: 'a year' })).toThrow(
      /^SUBMISSION_RETENTION_DAYS/,
    );
  });
});
