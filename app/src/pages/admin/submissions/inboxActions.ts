import type { InboxFilter, InboxSubmission, SubmissionAction } from '@site/schemas';

/**
 * A submission as it will be after an action, or null when it leaves a view with this filter (deleted, moved
 * into or out of the spam folder, or no longer of the status the view shows). The inbox shows the change at
 * once with this and lets the server's answer confirm it.
 */
export function submissionAfter(
  item: InboxSubmission,
  action: SubmissionAction,
  filter: InboxFilter,
): InboxSubmission | null {
  if (action === 'delete') return null;
  const after: InboxSubmission =
    action === 'read'
      ? { ...item, status: 'read' }
      : action === 'unread'
        ? { ...item, status: 'new' }
        : action === 'archive'
          ? { ...item, status: 'archived' }
          : action === 'spam'
            ? { ...item, spam: true, spamReason: 'marked' }
            : { ...item, spam: false, spamReason: null };
  const folder = filter.spam ?? 'exclude';
  if (folder === 'exclude' && after.spam) return null;
  if (folder === 'only' && !after.spam) return null;
  if (filter.status && filter.status !== after.status) return null;
  return after;
}

/**
 * The actions the detail view and the selection bar offer for what is shown, in the order they appear; deleting
 * only where the role may (`mayDelete`: the owner's, roleAreas.team).
 */
export function actionsFor(
  items: readonly Pick<InboxSubmission, 'status' | 'spam'>[],
  { mayDelete = true }: { mayDelete?: boolean } = {},
): SubmissionAction[] {
  const actions: SubmissionAction[] = [];
  if (items.some((item) => item.status !== 'read')) actions.push('read');
  if (items.some((item) => item.status !== 'new')) actions.push('unread');
  if (items.some((item) => item.status !== 'archived')) actions.push('archive');
  if (items.some((item) => !item.spam)) actions.push('spam');
  if (items.some((item) => item.spam)) actions.push('not_spam');
  if (mayDelete) actions.push('delete');
  return actions;
}
