import {
  Badge,
  type BadgeTone,
  Button,
  Cell,
  Column,
  Dialog,
  Modal,
  Row,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@site/ui';
import { errorMessage } from '../access/errorMessage';
import * as adminStyles from '../admin.css';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { showAdminToast } from '../adminToasts';
import type { Lang } from '../../../i18n/lang';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useWebhookT } from './webhookMessages';
import { type DeliveryStatus, useDeliveries, useRedeliver, type Webhook } from './inboxQueries';
import * as styles from './submissions.css';
import { LoadFailed } from '../LoadFailed';

const statusTone: Record<DeliveryStatus, BadgeTone> = {
  pending: 'info',
  delivered: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** A webhook's last hundred deliveries: how each went, and Redeliver for any that is not waiting already. */
export function WebhookDeliveries({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const t = useWebhookT();
  const adminT = useAdminT();
  return (
    <Modal size="lg" isOpen={webhook !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={t('deliveries.title')} closeLabel={adminT('shell.close')}>
        {webhook ? <DeliveryLog webhook={webhook} /> : null}
      </Dialog>
    </Modal>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const t = useWebhookT();
  const adminT = useAdminT();
  const { lang } = useAdminLang();
  const deliveries = useDeliveries(webhook.id);
  const redeliver = useRedeliver(webhook.id);

  if (deliveries.isPending) return <Spinner label={adminT('shell.loading')} />;
  if (deliveries.isError) return <LoadFailed onRetry={() => deliveries.refetch()} />;
  return (
    <Stack gap="3">
      <Text className={styles.mono}>{webhook.url}</Text>
      <Stack direction="row" gap="2" wrap>
        <Button
          size="sm"
          variant="outline"
          onPress={() => deliveries.refetch()}
          isPending={deliveries.isFetching}
          pendingLabel={adminT('shell.loading')}
        >
          {t('deliveries.refresh')}
        </Button>
      </Stack>
      <div className={adminStyles.tableWrap}>
        <Table aria-label={t('deliveries.title')}>
          <TableHeader>
            <Column isRowHeader>{t('deliveries.created')}</Column>
            <Column>{t('deliveries.status')}</Column>
            <Column>{t('deliveries.attempts')}</Column>
            <Column>{t('deliveries.response')}</Column>
            <Column>{t('deliveries.time')}</Column>
            <Column>{t('deliveries.action')}</Column>
          </TableHeader>
          {/* The rows are cached per item; a change of language must render them again. */}
          <TableBody
            items={deliveries.data.deliveries}
            dependencies={[lang]}
            emptyText={t('deliveries.none')}
          >
            {(delivery) => (
              <Row id={delivery.id}>
                <Cell>{formatDateTime(delivery.createdAt, lang)}</Cell>
                <Cell>
                  <Badge tone={statusTone[delivery.status]}>{t(`deliveryStatus.${delivery.status}`)}</Badge>
                </Cell>
                <Cell>{formatNumber(delivery.attempts, lang)}</Cell>
                <Cell>
                  {[
                    delivery.lastOutcome ? t(`deliveryOutcome.${delivery.lastOutcome}`) : '',
                    delivery.lastStatus !== null ? `HTTP ${delivery.lastStatus}` : '',
                  ]
                    .filter(Boolean)
                    .join(' · ') || '–'}
                  {delivery.nextAttemptAt !== null && delivery.attempts > 0 ? (
                    <>
                      <br />
                      {t('deliveries.next', { time: formatDateTime(delivery.nextAttemptAt, lang) })}
                    </>
                  ) : null}
                </Cell>
                <Cell>{responseTime(delivery.lastResponseMs, t, lang)}</Cell>
                <Cell>
                  <Button
                    size="sm"
                    variant="outline"
                    isDisabled={delivery.status === 'pending'}
                    aria-label={t('deliveries.redeliverOf', {
                      time: formatDateTime(delivery.createdAt, lang),
                    })}
                    onPress={() =>
                      redeliver.mutate(delivery.id, {
                        onSuccess: () => showAdminToast({ title: t('deliveries.queued') }),
                        onError: (error) =>
                          showAdminToast({
                            title: adminT('error.title'),
                            description: errorMessage(error, adminT, lang),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    {t('deliveries.redeliver')}
                  </Button>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
    </Stack>
  );
}

/** How long the receiver took, as the server keeps it (in steps of 100 ms), in seconds. */
function responseTime(ms: number | null, t: ReturnType<typeof useWebhookT>, lang: Lang): string {
  if (ms === null) return '–';
  if (ms < 100) return t('deliveries.underTenth');
  return t('deliveries.seconds', { seconds: formatNumber(ms / 1000, lang, { min: 1, max: 1 }) });
}
