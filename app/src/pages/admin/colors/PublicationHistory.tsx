import { AlertDialog, Badge, Button, Spinner, Stack, Text } from '@site/ui';
import { useState } from 'react';
import { AdminCard } from '../AdminCard';
import * as styles from '../admin.css';
import { useAdminLang } from '../adminLanguage';
import { usePublishingT } from './publishingMessages';
import { formatDateTime } from '../../../lib/format';
import type { Publication } from '@site/schemas';
import { usePublications } from './colorQueries';
import { LoadFailed } from '../LoadFailed';

/** Every published version of a scheme, newest first, the live one marked, each but the live one revertable. */
export function PublicationHistory({
  schemeId,
  name,
  onRevert,
}: {
  schemeId: string;
  name: string;
  onRevert: (publication: Publication) => Promise<void>;
}) {
  const t = usePublishingT();
  const { lang } = useAdminLang();
  const publications = usePublications(schemeId);
  const [reverting, setReverting] = useState<Publication>();
  const list = publications.data?.publications ?? [];

  return (
    <AdminCard title={t('history.title')} description={name} headingLevel={3}>
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
            <li key={publication.id} className={styles.listRow}>
              <Stack direction="row" gap="2" align="center">
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: publication.baseColor }}
                  aria-hidden="true"
                />
                <Stack gap="0">
                  <Text size="sm" weight="semibold">
                    <span className={styles.mono}>{publication.baseColor}</span>{' '}
                    {index === 0 ? <Badge tone="success">{t('history.live')}</Badge> : null}
                  </Text>
                  <Text size="sm" tone="muted">
                    {t('history.by', {
                      time: formatDateTime(publication.publishedAt, lang),
                      who: publication.publishedBy,
                    })}
                  </Text>
                </Stack>
              </Stack>
              {index === 0 ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('history.revertLabel', {
                    name,
                    color: publication.baseColor,
                    time: formatDateTime(publication.publishedAt, lang),
                  })}
                  onPress={() => setReverting(publication)}
                >
                  {t('history.revert')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <AlertDialog
        isOpen={reverting !== undefined}
        onOpenChange={(open) => !open && setReverting(undefined)}
        title={t('history.revertTitle', { name })}
        confirmLabel={t('history.revert')}
        cancelLabel={t('publish.cancel')}
        onConfirm={() => reverting && void onRevert(reverting)}
      >
        {reverting
          ? t('history.revertQuestion', {
              color: reverting.baseColor,
              time: formatDateTime(reverting.publishedAt, lang),
              who: reverting.publishedBy,
            })
          : ''}
      </AlertDialog>
    </AdminCard>
  );
}
