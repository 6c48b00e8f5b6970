import { type SubmissionKind, submissionKinds, type WebhookErrorCode } from '@site/schemas';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { AlertDialog, Badge, Button, Dialog, Modal, Spinner, Stack, Text, TextField } from '@site/ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { array, object, string } from 'yup';
import { errorMessage } from '../access/errorMessage';
import { AdminCard } from '../AdminCard';
import * as adminStyles from '../admin.css';
import { isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { showAdminToast } from '../adminToasts';
import { useReauthenticated, isReauthenticationCancelled } from '../account/Reauthentication';
import { formatDateTime } from '../../../lib/format';
import { InboxCheckbox } from './InboxCheckbox';
import { useInboxT } from './inboxMessages';
import { useWebhookT, type WebhookMessageKey } from './webhookMessages';
import { useWebhookMutations, useWebhooks, type Webhook } from './inboxQueries';
import * as styles from './submissions.css';
import { WebhookDeliveries } from './WebhookDeliveries';
import { LoadFailed } from '../LoadFailed';

interface WebhookValues {
  url: string;
  kinds: SubmissionKind[];
}

// Only what a person can get wrong while typing; whether the address is allowed (https to a public address on an
// allowed port) is the server's rule, and its answer is shown under the field.
const webhookSchema = object({
  url: string().trim().required('required'),
  kinds: array(string().required()).min(1, 'required'),
});

const urlMessages: Record<WebhookErrorCode, WebhookMessageKey> = {
  required: 'webhook.urlRequired',
  too_long: 'webhook.urlTooLong',
  invalid_type: 'webhook.urlInvalid',
  invalid_choice: 'webhook.urlInvalid',
  https_required: 'webhook.urlHttps',
  private_address: 'webhook.urlPrivate',
  port_not_allowed: 'webhook.urlPort',
};

const fieldMessage = (code: string | undefined, field: 'url' | 'kinds'): WebhookMessageKey | undefined => {
  if (!code) return undefined;
  if (field === 'kinds') return 'webhook.kindsRequired';
  return urlMessages[code as WebhookErrorCode] ?? 'webhook.urlInvalid';
};

/**
 * Webhooks: where each non-spam submission of a kind is sent, signed with a secret shown once. Each webhook has
 * its delivery log with Redeliver; adding and removing ask for the password again when it was a while ago.
 */
export function WebhooksPanel() {
  const t = useWebhookT();
  const inboxT = useInboxT();
  const adminT = useAdminT();
  const { lang } = useAdminLang();
  const webhooks = useWebhooks();
  const { add, remove } = useWebhookMutations();
  const reauthenticated = useReauthenticated();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const kindsLabel = useId();

  const failed = (error: unknown) =>
    showAdminToast({
      title: adminT('error.title'),
      description: errorMessage(error, adminT, lang),
      variant: 'destructive',
    });

  const create = async (values: WebhookValues, helpers: FormikHelpers<WebhookValues>) => {
    try {
      const created = await reauthenticated(() =>
        add.mutateAsync({ url: values.url.trim(), kinds: values.kinds }),
      );
      setSecret({ url: created.webhook.url, secret: created.secret });
      helpers.resetForm();
    } catch (error) {
      if (isReauthenticationCancelled(error)) return;
      if (isAdminApiError(error, 'invalid_fields')) {
        helpers.setErrors(error.fields);
        helpers.setTouched({ url: true, kinds: true }, false);
      } else failed(error);
    }
  };

  const removeWebhook = async (webhook: Webhook) => {
    try {
      await reauthenticated(() => remove.mutateAsync(webhook));
      showAdminToast({ title: t('webhook.removed'), description: webhook.url });
    } catch (error) {
      if (!isReauthenticationCancelled(error)) failed(error);
    }
  };

  return (
    <Stack gap="6">
      <AdminCard title={t('webhook.title')} description={t('webhook.lead')}>
        {webhooks.isPending ? (
          <Spinner label={adminT('shell.loading')} />
        ) : webhooks.isError ? (
          <LoadFailed onRetry={() => webhooks.refetch()} />
        ) : webhooks.data.webhooks.length === 0 ? (
          <Text tone="muted">{t('webhook.none')}</Text>
        ) : (
          <ul className={adminStyles.plainList} aria-label={t('webhook.list')}>
            {webhooks.data.webhooks.map((webhook) => (
              <li key={webhook.id} className={adminStyles.listRow}>
                <Stack gap="1">
                  <span className={styles.mono}>{webhook.url}</span>
                  <Stack direction="row" gap="2" align="center" wrap>
                    {webhook.kinds.map((kind) => (
                      <Badge key={kind}>{inboxT(`kind.${kind}`)}</Badge>
                    ))}
                    <Text size="sm" tone="muted" as="span">
                      {t('webhook.added', {
                        time: formatDateTime(webhook.createdAt, lang),
                        who: webhook.createdBy,
                      })}
                    </Text>
                  </Stack>
                </Stack>
                <Stack direction="row" gap="2" wrap>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('webhook.deliveriesOf', { url: webhook.url })}
                    onPress={() => setLogOf(webhook)}
                  >
                    {t('webhook.deliveries')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('webhook.removeOf', { url: webhook.url })}
                    onPress={() => setRemoving(webhook)}
                  >
                    {t('webhook.remove')}
                  </Button>
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
      <AdminCard title={t('webhook.addTitle')} description={t('webhook.addLead')}>
        <Formik<WebhookValues>
          initialValues={{ url: '', kinds: [...submissionKinds] }}
          validationSchema={webhookSchema}
          onSubmit={create}
        >
          {({ values, errors, touched, submitCount, setFieldValue, setFieldTouched, isSubmitting }) => {
            const shown = (field: 'url' | 'kinds') => submitCount > 0 || touched[field];
            const urlError = shown('url') ? fieldMessage(errors.url as string | undefined, 'url') : undefined;
            const kindsError = shown('kinds')
              ? fieldMessage(errors.kinds as string | undefined, 'kinds')
              : undefined;
            return (
              <Form noValidate aria-label={t('webhook.addTitle')}>
                <FocusFirstError />
                <Stack gap="4">
                  <TextField
                    name="url"
                    type="url"
                    label={t('webhook.url')}
                    description={t('webhook.urlHelp')}
                    placeholder="https://"
                    autoComplete="off"
                    value={values.url}
                    onChange={(value) => void setFieldValue('url', value)}
                    // Left empty (or emptied by a successful add, as the secret's dialog takes the focus), it
                    // says nothing until Add is pressed.
                    onBlur={() => {
                      if (touched.url || values.url !== '') void setFieldTouched('url', true);
                    }}
                    isInvalid={Boolean(urlError)}
                    errorMessage={urlError ? t(urlError) : undefined}
                    validationBehavior="aria"
                    isRequired
                  />
                  <CheckboxGroup
                    className={styles.checkboxGroup}
                    value={values.kinds}
                    onChange={(kinds) => void setFieldValue('kinds', kinds)}
                    isInvalid={Boolean(kindsError)}
                    validationBehavior="aria"
                    aria-labelledby={kindsLabel}
                  >
                    <Label id={kindsLabel} className={styles.groupLabel}>
                      {t('webhook.kinds')}
                    </Label>
                    {submissionKinds.map((kind) => (
                      <InboxCheckbox key={kind} value={kind}>
                        {inboxT(`kind.${kind}`)}
                      </InboxCheckbox>
                    ))}
                    <FieldError className={styles.fieldError}>{kindsError ? t(kindsError) : null}</FieldError>
                  </CheckboxGroup>
                  <div>
                    <Button type="submit" isPending={isSubmitting} pendingLabel={adminT('shell.loading')}>
                      {t('webhook.add')}
                    </Button>
                  </div>
                </Stack>
              </Form>
            );
          }}
        </Formik>
      </AdminCard>
      <Modal isOpen={secret !== null} isDismissable={false} onOpenChange={(open) => !open && setSecret(null)}>
        <Dialog title={t('webhook.secretTitle')} closeLabel={adminT('shell.close')}>
          {({ close }) => (
            <Stack gap="4">
              <Text>{t('webhook.secretLead', { url: secret?.url ?? '' })}</Text>
              <code className={styles.secret} data-testid="webhook-secret">
                {secret?.secret}
              </code>
              <Stack direction="row" gap="2" wrap>
                <Button
                  variant="outline"
                  onPress={() =>
                    navigator.clipboard
                      .writeText(secret?.secret ?? '')
                      .then(() => showAdminToast({ title: t('webhook.secretCopied') }))
                      .catch(() => showAdminToast({ title: t('webhook.copyFailed'), variant: 'destructive' }))
                  }
                >
                  {t('webhook.copySecret')}
                </Button>
                <Button onPress={close}>{t('webhook.secretDone')}</Button>
              </Stack>
            </Stack>
          )}
        </Dialog>
      </Modal>
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('webhook.removeTitle')}
        confirmLabel={t('webhook.remove')}
        cancelLabel={inboxT('delete.cancel')}
        variant="destructive"
        onConfirm={() => removing && void removeWebhook(removing)}
      >
        {t('webhook.removeQuestion', { url: removing?.url ?? '' })}
      </AlertDialog>
      <WebhookDeliveries webhook={logOf} onClose={() => setLogOf(null)} />
    </Stack>
  );
}
