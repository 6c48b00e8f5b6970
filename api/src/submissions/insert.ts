import type { AppDeps } from '../env.ts';
import type { InsertOutcome, InsertRequest } from './types.ts';

/**
 * Stores a checked submission, whether a script sent it as JSON or the browser sent the form itself. Its webhook
 * events go into the outbox with the row (the store's); with e-mail on (`SMTP_URL`), so do its e-mails to whoever
 * chose its kind and to NOTIFY_EMAIL.
 */
export function insertSubmission(
  { store, config }: Pick<AppDeps, 'store' | 'config'>,
  request: InsertRequest,
): Promise<InsertOutcome> {
  const mail = config.mail ? { notifyEmail: config.mail.notifyEmail } : undefined;
  return request.kind === 'survey'
    ? store.submissions.insertSurvey(request.row, request.claim, mail)
    : store.submissions.insertSupport(request.row, request.claim, mail);
}
