import { roleMay } from '@site/schemas';
import { NotAllowed } from '../NotAllowed';
import { type AuditKind, auditKinds, type SystemActor } from '@site/schemas';
import { Button, Heading, Select, Spinner, Stack, Text } from '@site/ui';
import type { Lang } from '@site/paths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AdminCard } from '../AdminCard';
import { AdminFrame } from '../AdminFrame';
import { adminGet } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAuditT } from './auditMessages';
import { adminKeys, useAdminSession } from '../adminSession';
import * as styles from '../admin.css';
import { formatDateTime } from '../../../lib/format';
import { auditDetailLines, auditSubject } from './auditDetails';
import { auditKindLabels, systemActorLabels } from './auditKindLabels';
import { LoadFailed } from '../LoadFailed';

/** `/admin/audit`: everything that happened, newest first, filtered by kind, fifty at a time. */
export function AuditLogPage(props: { kind?: AuditKind; onKindChange: (kind?: AuditKind) => void }) {
  const t = useAuditT();
  const session = useAdminSession();
  // The log is the owner's (roleAreas.team); another role is told so rather than shown a refused request. Nothing
  // is asked before the role is known (the frame shows its spinner until then): a bookmark opened by another role
  // would otherwise send a request the API refuses and counts.
  if (!session.data || !roleMay(session.data.account.role, 'team'))
    return (
      <AdminFrame title={t('audit.title')}>
        <NotAllowed />
      </AdminFrame>
    );
  return <AuditLog {...props} />;
}

function AuditLog({ kind, onKindChange }: { kind?: AuditKind; onKindChange: (kind?: AuditKind) => void }) {
  const t = useAuditT();
  const { lang } = useAdminLang();
  const entries = useInfiniteQuery({
    queryKey: adminKeys.audit(kind),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      adminGet('/api/admin/audit', { query: { kind, before: pageParam }, signal }),
    getNextPageParam: (page) => page.next ?? undefined,
    // Every change anywhere adds to the log: it is read afresh whenever the page is opened.
    staleTime: 0,
  });
  const labels = auditKindLabels[lang];
  const rows = entries.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <AdminFrame title={t('audit.title')}>
      <Stack gap="1">
        <Heading level={1} size="xl">
          {t('audit.title')}
        </Heading>
        <Text tone="muted">{t('audit.lead')}</Text>
      </Stack>
      <AdminCard
        title={t('audit.title')}
        action={
          <Select
            label={t('audit.kind')}
            items={[
              { id: 'all', label: t('audit.allKinds') },
              ...auditKinds.map((id) => ({ id, label: labels[id] })),
            ]}
            value={kind ?? 'all'}
            onChange={(id) => onKindChange(id === 'all' || id === null ? undefined : (id as AuditKind))}
          />
        }
      >
        {entries.isPending ? (
          <Spinner label={t('shell.loading')} />
        ) : entries.isError && !entries.data ? (
          <LoadFailed onRetry={() => entries.refetch()} />
        ) : rows.length === 0 ? (
          <Text>{t('audit.empty')}</Text>
        ) : (
          <ol className={styles.plainList} aria-label={t('audit.title')}>
            {rows.map((entry) => {
              const { subject, details } = auditSubject(entry);
              return (
                <li key={entry.id} className={styles.listRow}>
                  <Stack gap="1">
                    <Text weight="semibold">
                      {labels[entry.kind] ?? entry.kind}
                      {subject ? `: ${subject}` : ''}
                    </Text>
                    <Text size="sm" tone="muted">
                      {formatDateTime(entry.at, lang)} ·{' '}
                      {systemActorLabels[lang][entry.actor as SystemActor] ?? entry.actor}
                      {entry.client ? ` · ${entry.client}` : ''}
                    </Text>
                    <AuditDetails details={details} lang={lang} />
                  </Stack>
                </li>
              );
            })}
          </ol>
        )}
        {entries.isError && entries.data ? <Text role="alert">{t('shell.loadFailed')}</Text> : null}
        {entries.hasNextPage ? (
          <Button
            variant="outline"
            onPress={() => entries.fetchNextPage()}
            isPending={entries.isFetchingNextPage}
            pendingLabel={t('shell.loading')}
          >
            {t('audit.more')}
          </Button>
        ) : null}
      </AdminCard>
    </AdminFrame>
  );
}

/** What an entry records beyond who, when and what, as labelled lines. */
function AuditDetails({ details, lang }: { details: Record<string, unknown>; lang: Lang }) {
  const lines = auditDetailLines(details, lang);
  if (lines.length === 0) return null;
  return (
    <dl className={styles.auditDetails}>
      {lines.map(([label, value], index) => (
        // Labels may repeat (a colour in both before and after is one line, but the API may grow).
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never reorder.
        <div key={index} className={styles.auditDetail}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
