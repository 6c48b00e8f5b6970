/**
 * How many days the server keeps submissions before its daily purge deletes them, unless its settings say
 * otherwise (`SUBMISSION_RETENTION_DAYS`, `SURVEY_RETENTION_DAYS`, `SUPPORT_RETENTION_DAYS`, `SPAM_RETENTION_DAYS`).
 * One home for the figures the API purges by and the privacy notice tells visitors.
 */
export const defaultRetentionDays = { survey: 365, support: 365, spam: 30 } as const;
