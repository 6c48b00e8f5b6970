import type { InboxFilter, SpamReason, SubmissionKind, SubmissionStatus } from '@site/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../adminApi';
import { adminKeys } from '../adminSession';

/** A submission as the inbox API answers it. */
export interface InboxSubmission {
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  lang: 'de' | 'en';
  name: string;
  email: string | null;
  company: string | null;
  solutionUsed: string | null;
  rating: number | null;
  /** The support message, or the survey comment. */
  message: string | null;
  spam: boolean;
  spamReason: SpamReason | null;
  status: SubmissionStatus;
}

export interface InboxPage {
  items: InboxSubmission[];
  next: string | null;
}

export interface InboxCounts {
  unread: number;
  spam: number;
  total: number;
}

/** The filter as a query string, empty values left out (the URL and the API read the same fields). */
export function inboxQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useInboxCounts() {
  return useQuery({
    queryKey: adminKeys.inboxCounts,
    queryFn: ({ signal }) => adminGet<InboxCounts>('/api/admin/submissions/counts', signal),
  });
}

/** How many submissions nobody has read yet (spam not counted), for the tab and the dashboard. */
export function useUnreadCount(): number | undefined {
  return useInboxCounts().data?.unread;
}
