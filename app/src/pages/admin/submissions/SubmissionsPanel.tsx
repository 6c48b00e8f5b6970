import type { InboxFilter } from '@site/schemas';
import {
  Badge,
  Button,
  Cell,
  Column,
  Row,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@site/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AdminCard } from '../AdminCard';
import * as styles from '../admin.css';
import { adminGet } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { adminKeys } from '../adminSession';
import { formatDateTime } from '../formatDateTime';
import { type InboxPage, inboxQuery } from './inboxQueries';
import { useInboxT } from './inboxMessages';

/** The Submissions tab: what visitors sent, newest first, fifty at a time. */
export function SubmissionsPanel({
  filter,
}: {
  filter: InboxFilter;
  onFilterChange?: (filter: InboxFilter) => void;
}) {
  const t = useInboxT();
  const adminT = useAdminT();
  const { lang } = useAdminLang();
  const pages = useInfiniteQuery({
    queryKey: [...adminKeys.inbox, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      adminGet<InboxPage>(
        `/api/admin/submissions${inboxQuery(filter, pageParam ? { cursor: pageParam } : {})}`,
        signal,
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminCard title={t('inbox.title')} description={t('inbox.lead')}>
      {pages.isPending ? (
        <Spinner label={adminT('shell.loading')} />
      ) : pages.isError ? (
        <Stack gap="2">
          <Text role="alert">{adminT('shell.loadFailed')}</Text>
          <Button variant="outline" onPress={() => pages.refetch()}>
            {adminT('shell.retry')}
          </Button>
        </Stack>
      ) : (
        <div className={styles.tableWrap}>
          <Table aria-label={t('inbox.list')}>
            <TableHeader>
              <Column isRowHeader>{t('inbox.from')}</Column>
              <Column>{t('inbox.kind')}</Column>
              <Column>{t('inbox.status')}</Column>
              <Column>{t('inbox.received')}</Column>
            </TableHeader>
            <TableBody items={items} emptyText={t('inbox.empty')}>
              {(item) => (
                <Row id={item.id}>
                  <Cell>{item.name}</Cell>
                  <Cell>{t(`kind.${item.kind}`)}</Cell>
                  <Cell>
                    <Badge tone={item.status === 'new' ? 'info' : 'neutral'}>
                      {t(`status.${item.status}`)}
                    </Badge>
                  </Cell>
                  <Cell>{formatDateTime(item.receivedAt, lang)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {pages.hasNextPage ? (
        <Button variant="outline" onPress={() => pages.fetchNextPage()} isPending={pages.isFetchingNextPage}>
          {t('inbox.more')}
        </Button>
      ) : null}
    </AdminCard>
  );
}
