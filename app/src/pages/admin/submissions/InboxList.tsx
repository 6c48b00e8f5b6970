import type { InboxFilter, SubmissionAction } from '@site/schemas';
import { AlertDialog, Button, EmptyState, Spinner, Stack, Text, visuallyHidden } from '@site/ui';
import { useId, useRef, useState } from 'react';
import {
  Cell,
  Column,
  type Key,
  Row,
  type Selection,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { errorMessage } from '../access/errorMessage';
import * as adminStyles from '../admin.css';
import { adminGet, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { showAdminToast } from '../adminToasts';
import { useReauthenticated, isReauthenticationCancelled } from '../account/Reauthentication';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { actionsFor } from './inboxActions';
import { InboxCheckbox } from './InboxCheckbox';
import { useInboxT } from './inboxMessages';
import { exportHref, useInboxAction, useInboxPages } from './inboxQueries';
import { isFiltered } from './inboxSearch';
import { StatusBadge } from './StatusBadge';
import { SubmissionDetail } from './SubmissionDetail';
import * as styles from './submissions.css';
import { VisitorText, withVisibleBidiControls } from './visitorText';
import { LoadFailed } from '../LoadFailed';
import { useRoleMay } from '../adminSession';

/**
 * The inbox's list: a grid with row selection (Space selects; Enter or a click opens the detail while nothing is
 * selected, then selects like the checkboxes — react-aria's checkbox mode — so each row also has an Open button),
 * the actions on the selection, fifty rows at a time, the export of this view, and what to show when there is nothing.
 */
export function InboxList({
  filter,
  onFilterChange,
  initiallyOpen,
  onInitialClosed,
}: {
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  /** A submission to open at once (`?open=` from a notification e-mail), whether or not this view lists it. */
  initiallyOpen?: string;
  /** That submission was closed: the address stops naming it, so a reload does not open it again. */
  onInitialClosed?: () => void;
}) {
  const t = useInboxT();
  // Export and deleting are the owner's (roleAreas.team); support is not offered them.
  const mayTeam = useRoleMay('team');
  const adminT = useAdminT();
  const { lang } = useAdminLang();
  const pages = useInboxPages(filter);
  const act = useInboxAction();
  const reauthenticated = useReauthenticated();
  const [selected, setSelected] = useState<Selection>(new Set());
  const [openId, setOpenId] = useState<string | null>(initiallyOpen ?? null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const chosen = selected === 'all' ? items : items.filter((item) => selected.has(item.id));
  // "Select all" is the rows on screen when it is pressed: rows loaded after it are not chosen unseen.
  const select = (keys: Selection) =>
    setSelected(keys === 'all' ? new Set(items.map((item) => item.id)) : keys);
  const view = JSON.stringify(filter);
  const keysHintId = useId();
  const rowsRef = useRef<HTMLDivElement>(null);
  // The selection bar goes with the selection: a keyboard user who acted from it goes on in the rows, not at the
  // top of the page.
  const backToRows = () =>
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      rowsRef.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
    });

  // A selection belongs to the view it was made in: another filter starts without one.
  const [selectionView, setSelectionView] = useState(view);
  if (selectionView !== view) {
    setSelectionView(view);
    setSelected(new Set());
  }

  const run = (ids: string[], action: SubmissionAction) => {
    if (action === 'delete') {
      setDeleting(ids);
      return;
    }
    act.mutate(
      { ids, action },
      {
        onSuccess: (changed) => {
          showAdminToast({ title: t(`done.${action}`, { count: changed }) });
          setSelected(new Set());
          backToRows();
        },
        onError: (error) =>
          showAdminToast({
            title: adminT('error.title'),
            description: errorMessage(error, adminT, lang),
            variant: 'destructive',
          }),
      },
    );
  };

  /**
   * The browser downloads the export itself (it streams); a download that fails says nothing in the page, so the
   * session and the server are asked first: an ended session leads to the sign-in, an unreachable server is said.
   */
  const download = async (format: 'csv' | 'json') => {
    try {
      await adminGet('/api/admin/session');
    } catch (error) {
      if (!isAdminApiError(error, 'unauthenticated'))
        showAdminToast({
          title: t('export.failed'),
          description: errorMessage(error, adminT, lang),
          variant: 'destructive',
        });
      return;
    }
    const link = document.createElement('a');
    link.href = exportHref(filter, format);
    link.download = '';
    link.click();
  };

  // Deleting is final, so the server asks for the password again when the last time was a while ago (as erasure).
  const remove = async (ids: string[]) => {
    try {
      const changed = await reauthenticated(() => act.mutateAsync({ ids, action: 'delete' }));
      showAdminToast({ title: t('done.delete', { count: changed }) });
      setSelected(new Set());
      backToRows();
      if (openId && ids.includes(openId)) setOpenId(null);
    } catch (error) {
      if (isReauthenticationCancelled(error)) return;
      showAdminToast({
        title: adminT('error.title'),
        description: errorMessage(error, adminT, lang),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="4">
      {mayTeam ? (
        <div className={styles.toolbar}>
          <Text size="sm" tone="muted">
            {t('export.lead')}
          </Text>
          <Button variant="outline" size="sm" onPress={() => download('csv')}>
            {t('export.csv')}
          </Button>
          <Button variant="outline" size="sm" onPress={() => download('json')}>
            {t('export.json')}
          </Button>
        </div>
      ) : null}
      {chosen.length > 0 ? (
        <section className={styles.selectionBar} aria-label={t('selection.label')}>
          <Text weight="semibold" role="status">
            {t('selection.count', { count: chosen.length })}
          </Text>
          {actionsFor(chosen, { mayDelete: mayTeam }).map((action) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              isDisabled={act.isPending}
              onPress={() =>
                run(
                  chosen.map((item) => item.id),
                  action,
                )
              }
            >
              {t(`action.${action}`)}
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              setSelected(new Set());
              backToRows();
            }}
          >
            {t('selection.clear')}
          </Button>
        </section>
      ) : null}
      {/* A new filter or search changes the rows without a word; this says how many there are now. */}
      <p role="status" className={visuallyHidden}>
        {items.length > 0 ? t('list.shown', { count: formatNumber(items.length, lang) }) : ''}
      </p>
      {pages.isPending ? (
        <Spinner label={adminT('shell.loading')} />
      ) : pages.isError && !pages.data ? (
        <LoadFailed onRetry={() => pages.refetch()} />
      ) : items.length === 0 ? (
        <NothingHere filter={filter} onReset={() => onFilterChange({})} />
      ) : (
        <div className={adminStyles.tableWrap} ref={rowsRef}>
          <Table
            aria-label={t('list.label')}
            aria-describedby={keysHintId}
            className={styles.table}
            selectionMode="multiple"
            selectionBehavior="toggle"
            selectedKeys={selected}
            onSelectionChange={select}
            onRowAction={(key: Key) => setOpenId(String(key))}
          >
            <TableHeader>
              <Column className={styles.checkColumn}>
                <InboxCheckbox slot="selection" aria-label={t('list.selectAll')} />
              </Column>
              <Column isRowHeader className={styles.column}>
                {t('list.from')}
              </Column>
              <Column className={styles.column}>{t('list.kind')}</Column>
              <Column className={styles.column}>{t('list.status')}</Column>
              <Column className={styles.column}>{t('list.spam')}</Column>
              <Column className={styles.column}>{t('list.received')}</Column>
              <Column className={styles.column}>{t('list.open')}</Column>
            </TableHeader>
            {/* The rows are cached per item; a change of language must render them again. */}
            <TableBody items={items} dependencies={[lang]}>
              {(item) => (
                <Row
                  id={item.id}
                  textValue={withVisibleBidiControls(item.name)}
                  className={[styles.row, item.status === 'new' ? styles.unreadRow : ''].join(' ')}
                >
                  <Cell className={styles.cell}>
                    {/* React Aria names it "Select" with the row's header (the name and email), in the admin's language. */}
                    <InboxCheckbox slot="selection" />
                  </Cell>
                  <Cell className={styles.cell}>
                    <VisitorText text={item.name} />
                    {item.email ? (
                      <>
                        <br />
                        <span className={styles.muted}>
                          <VisitorText text={item.email} />
                        </span>
                      </>
                    ) : null}
                  </Cell>
                  <Cell className={styles.cell}>{t(`kind.${item.kind}`)}</Cell>
                  <Cell className={styles.cell}>
                    <StatusBadge item={item} />
                  </Cell>
                  <Cell className={styles.cell}>
                    {item.spam ? t(`spamReason.${item.spamReason ?? 'unknown'}`) : t('list.notSpam')}
                  </Cell>
                  <Cell className={`${styles.cell} ${styles.nowrap}`}>
                    {formatDateTime(item.receivedAt, lang)}
                  </Cell>
                  <Cell className={styles.cell}>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('list.openOf', { name: withVisibleBidiControls(item.name) })}
                      onPress={() => setOpenId(item.id)}
                    >
                      {t('list.open')}
                    </Button>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Text id={keysHintId} size="sm" tone="muted">
            {t('list.keys')}
          </Text>
        </div>
      )}
      {/* rows that could not be loaded (older ones, a refresh): the rows already shown stay */}
      {pages.isError && pages.data ? <Text role="alert">{adminT('shell.loadFailed')}</Text> : null}
      {pages.hasNextPage ? (
        <Button
          variant="outline"
          onPress={() => pages.fetchNextPage()}
          isPending={pages.isFetchingNextPage}
          pendingLabel={adminT('shell.loading')}
        >
          {t('list.more')}
        </Button>
      ) : null}
      <SubmissionDetail
        id={openId}
        fromList={items.find((item) => item.id === openId)}
        onClose={() => {
          if (openId === initiallyOpen) onInitialClosed?.();
          setOpenId(null);
        }}
        onAction={(item, action) => run([item.id], action)}
        isChanging={act.isPending}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title', { count: deleting?.length ?? 0 })}
        confirmLabel={t('action.delete')}
        cancelLabel={t('delete.cancel')}
        variant="destructive"
        onConfirm={() => deleting && void remove(deleting)}
      >
        {t('delete.question')}
      </AlertDialog>
    </Stack>
  );
}

/** No rows: nothing has arrived, nothing matches the filters (with a way back), or the spam folder is empty. */
function NothingHere({ filter, onReset }: { filter: InboxFilter; onReset: () => void }) {
  const t = useInboxT();
  if (isFiltered(filter))
    return (
      <EmptyState
        title={t('empty.noMatchTitle')}
        hint={t('empty.noMatchHint')}
        action={<Button onPress={onReset}>{t('filter.reset')}</Button>}
      />
    );
  if (filter.spam === 'only') return <EmptyState title={t('empty.spamTitle')} hint={t('empty.spamHint')} />;
  return <EmptyState title={t('empty.noneTitle')} hint={t('empty.noneHint')} />;
}
