import type { SolutionId, SubmissionAction } from '@site/schemas';
import { Button, Dialog, Link, Modal, Spinner, Stack, Text } from '@site/ui';
import { type ReactNode, useState } from 'react';
import { surveyContent } from '../../survey/content';
import { isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { LoadFailed } from '../LoadFailed';
import { useAdminT } from '../adminMessages';
import { actionsFor } from './inboxActions';
import { useInboxT } from './inboxMessages';
import { type InboxSubmission, useSubmission } from './inboxQueries';
import { StatusBadge } from './StatusBadge';
import * as styles from './submissions.css';
import { mailtoHref, VisitorText, withVisibleBidiControls } from './visitorText';
import { formatDateTime } from '../../../lib/format';
import { useRoleMay } from '../adminSession';

/** One submission with every field, and what can be done with it. */
export function SubmissionDetail({
  id,
  fromList,
  onClose,
  onAction,
  isChanging,
}: {
  id: string | null;
  fromList: InboxSubmission | undefined;
  onClose: () => void;
  onAction: (item: InboxSubmission, action: SubmissionAction) => void;
  isChanging: boolean;
}) {
  const t = useInboxT();
  const adminT = useAdminT();
  const mayTeam = useRoleMay('team');
  const submission = useSubmission(id, fromList);
  const gone = submission.isError && isAdminApiError(submission.error, 'not_found');
  // When the submission's own request fails, what the list already showed of it stays, with "Try again".
  const item = submission.data ?? (gone ? undefined : fromList);
  // The button pressed keeps the focus while its change is under way and after it: it shows as busy rather than
  // disabled (a disabled button drops the focus, and the dialog then put it on Close), and the buttons are kept by
  // place, so "Mark as read" becomes "Mark as unread" under the focus.
  const [pressed, setPressed] = useState<number | null>(null);
  return (
    <Modal size="lg" isOpen={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={
          item
            ? t(`detail.title.${item.kind}`, { name: withVisibleBidiControls(item.name) })
            : t('detail.title')
        }
        closeLabel={adminT('shell.close')}
      >
        {item ? (
          <Stack gap="4">
            {submission.isError ? <LoadFailed onRetry={() => submission.refetch()} /> : null}
            <SubmissionFacts item={item} />
            <Stack direction="row" gap="2" wrap role="group" aria-label={t('detail.actions')}>
              {actionsFor([item], { mayDelete: mayTeam }).map((action, place) => (
                <Button
                  // biome-ignore lint/suspicious/noArrayIndexKey: kept by place on purpose (see above)
                  key={place}
                  size="sm"
                  variant={action === 'read' ? 'primary' : 'outline'}
                  isDisabled={isChanging && pressed !== place}
                  isPending={isChanging && pressed === place}
                  pendingLabel={adminT('shell.loading')}
                  onPress={() => {
                    setPressed(place);
                    onAction(item, action);
                  }}
                >
                  {t(`action.${action}`)}
                </Button>
              ))}
            </Stack>
          </Stack>
        ) : submission.isError ? (
          gone ? (
            <Text role="alert">{t('detail.gone')}</Text>
          ) : (
            <LoadFailed onRetry={() => submission.refetch()} />
          )
        ) : (
          <Spinner label={adminT('shell.loading')} />
        )}
      </Dialog>
    </Modal>
  );
}

function SubmissionFacts({ item }: { item: InboxSubmission }) {
  const t = useInboxT();
  const { lang } = useAdminLang();
  const solutions = surveyContent[lang].solutions as Record<string, string>;
  const survey = item.kind === 'survey';
  const facts: [string, ReactNode][] = [
    [t('detail.kind'), t(`kind.${item.kind}`)],
    [t('detail.status'), <StatusBadge key="status" item={item} />],
    [
      t('detail.spam'),
      item.spam
        ? t('detail.spamYes', { reason: t(`spamReason.${item.spamReason ?? 'unknown'}`) })
        : t('list.notSpam'),
    ],
    [t('detail.received'), formatDateTime(item.receivedAt, lang, 'full')],
    [t('detail.language'), t(`language.${item.lang}`)],
    [t('detail.name'), <VisitorText key="name" text={item.name} />],
  ];
  if (item.email)
    facts.push([
      t('detail.email'),
      <Link key="email" href={mailtoHref(item.email)}>
        <VisitorText text={item.email} />
      </Link>,
    ]);
  if (item.company)
    facts.push([
      survey ? t('detail.occupation') : t('detail.company'),
      <VisitorText key="company" text={item.company} />,
    ]);
  if (survey) {
    facts.push([
      t('detail.solution'),
      item.solutionUsed ? (solutions[item.solutionUsed as SolutionId] ?? item.solutionUsed) : '–',
    ]);
    facts.push([t('detail.rating'), item.rating ? t('rating.of5', { stars: item.rating }) : '–']);
  }
  facts.push([
    survey ? t('detail.comment') : t('detail.message'),
    <span key="message" className={styles.message}>
      {item.message ? <VisitorText text={item.message} /> : '–'}
    </span>,
  ]);
  facts.push([
    t('detail.idempotencyKey'),
    <span key="key" className={styles.mono}>
      {item.idempotencyKey ?? t('detail.none')}
    </span>,
  ]);
  facts.push([
    t('detail.id'),
    <span key="id" className={styles.mono}>
      {item.id}
    </span>,
  ]);
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}
