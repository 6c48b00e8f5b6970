import type { ContentField, ContentPublication, PageCopy } from '@site/schemas';
import { AlertDialog, Badge, Button, Spinner, Stack, Text } from '@site/ui';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { AdminCard } from '../AdminCard';
import { useAdminLang } from '../adminLanguage';
import { LoadFailed } from '../LoadFailed';
import * as styles from './content.css';
import { useContentT } from './contentMessages';
import { useContentPublications } from './contentQueries';
import { CopyDiff, changeCount } from './CopyDiff';

/** What a revert goes back to: a publication, or the copy the site was built with. */
export type RevertTarget = ContentPublication | 'built_in';

/**
 * A page's publications, newest (the live one) first: who published when, what a revert went back to, and each
 * one's changes against the publication before it (the first against the built-in copy). Any but the live one
 * can be published again, and so can the built-in copy, each after a confirmation.
 */
export function ContentHistory({
  pageId,
  name,
  root,
  builtIn,
  hasDraft,
  onRevert,
}: {
  pageId: string;
  name: string;
  root: ContentField;
  builtIn: PageCopy;
  /** A revert publishes and leaves the draft alone: the dialog says so. */
  hasDraft: boolean;
  onRevert: (to: string) => Promise<void>;
}) {
  const t = useContentT();
  const { lang } = useAdminLang();
  const publications = useContentPublications(pageId);
  const [reverting, setReverting] = useState<RevertTarget>();
  const list = publications.data?.publications ?? [];
  const liveIsBuiltIn = list[0] === undefined || list[0].content === null;

  const question =
    reverting === 'built_in'
      ? t('history.revertBuiltInQuestion')
      : reverting
        ? t('history.revertQuestion', {
            who: reverting.publishedBy,
            time: formatDateTime(reverting.publishedAt, lang),
          })
        : '';

  return (
    <AdminCard title={t('history.title')} description={name}>
      {publications.isPending ? (
        <Spinner label={t('shell.loading')} />
      ) : publications.isError ? (
        <LoadFailed onRetry={() => publications.refetch()} />
      ) : list.length === 0 ? (
        <Text size="sm" tone="muted">
          {t('history.none')}
        </Text>
      ) : (
        <ol className={styles.plainList} aria-label={t('history.title')}>
          {list.map((publication, index) => (
            <HistoryEntry
              key={publication.id}
              publication={publication}
              earlier={list[index + 1]}
              list={list}
              isLive={index === 0}
              root={root}
              builtIn={builtIn}
              onRevert={() => setReverting(publication)}
            />
          ))}
        </ol>
      )}
      {publications.isSuccess && !liveIsBuiltIn ? (
        <Stack direction="row">
          <Button variant="outline" onPress={() => setReverting('built_in')}>
            {t('history.revertBuiltIn')}
          </Button>
        </Stack>
      ) : null}
      <AlertDialog
        isOpen={reverting !== undefined}
        onOpenChange={(open) => !open && setReverting(undefined)}
        title={t('history.revertTitle', { name })}
        confirmLabel={reverting === 'built_in' ? t('history.revertBuiltIn') : t('history.revert')}
        cancelLabel={t('publish.cancel')}
        onConfirm={() => reverting && void onRevert(reverting === 'built_in' ? 'built_in' : reverting.id)}
      >
        {hasDraft ? `${question} ${t('history.revertKeepsDraft')}` : question}
      </AlertDialog>
    </AdminCard>
  );
}

function HistoryEntry({
  publication,
  earlier,
  list,
  isLive,
  root,
  builtIn,
  onRevert,
}: {
  publication: ContentPublication;
  earlier: ContentPublication | undefined;
  list: ContentPublication[];
  isLive: boolean;
  root: ContentField;
  builtIn: PageCopy;
  onRevert: () => void;
}) {
  const t = useContentT();
  const { lang } = useAdminLang();
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const time = formatDateTime(publication.publishedAt, lang);
  const who = publication.publishedBy;
  const before = earlier?.content ?? builtIn;
  const after = publication.content ?? builtIn;
  const from = publication.revertedFrom;
  const revertedTo = from && from !== 'built_in' ? list.find((each) => each.id === from) : undefined;
  const what =
    from === null
      ? t('history.published', { time, who })
      : from === 'built_in'
        ? t('history.revertedBuiltIn', { time, who })
        : revertedTo
          ? t('history.reverted', { time, who, to: formatDateTime(revertedTo.publishedAt, lang) })
          : t('history.revertedUnknown', { time, who });
  return (
    <li className={styles.historyEntry}>
      <Stack direction="row" gap="2" align="center" wrap>
        <Text size="sm" weight="semibold">
          {what}
        </Text>
        {isLive ? <Badge tone="success">{t('history.live')}</Badge> : null}
      </Stack>
      <Stack direction="row" gap="2" wrap>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={changesId}
          onPress={() => setOpen(!open)}
        >
          {open
            ? t('history.hideChanges')
            : t('history.showChanges', { count: changeCount(root, before, after) })}
        </Button>
        {isLive ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('history.revertLabel', { time })}
            onPress={onRevert}
          >
            {t('history.revert')}
          </Button>
        )}
      </Stack>
      <div id={changesId} hidden={!open}>
        {open ? (
          <Stack gap="2">
            <Text size="sm" tone="muted">
              {earlier ? t('history.againstEarlier') : t('history.againstBuiltIn')}
            </Text>
            <CopyDiff root={root} before={before} after={after} />
          </Stack>
        ) : null}
      </div>
    </li>
  );
}
