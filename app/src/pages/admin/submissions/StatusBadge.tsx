import { Badge, type BadgeTone } from '@site/ui';
import type { SubmissionStatus } from '@site/schemas';
import { useInboxT } from './inboxMessages';

const statusTone: Record<SubmissionStatus, BadgeTone> = { new: 'info', read: 'success', archived: 'neutral' };

/** New, read or archived, in words and colour. */
export function StatusBadge({ item }: { item: { status: SubmissionStatus } }) {
  const t = useInboxT();
  return <Badge tone={statusTone[item.status]}>{t(`status.${item.status}`)}</Badge>;
}
