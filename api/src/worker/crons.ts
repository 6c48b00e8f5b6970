/**
 * The Cron Triggers of wrangler.jsonc (`triggers.crons`), by what each is for: every one runs the webhook outbox;
 * the hourly one also removes what has expired, the daily one purges submissions past their retention.
 */
export const workerCrons = {
  outbox: '* * * * *',
  hourly: '0 * * * *',
  daily: '17 3 * * *',
} as const;
