import { type Erasure, type ErasureBy, erasureSchema } from '@site/schemas';
import { AlertDialog, Button, EmptyState, Select, Spinner, Stack, Text } from '@site/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../access/errorMessage';
import { AccountField } from '../access/fields';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { AdminCard } from '../AdminCard';
import * as adminStyles from '../admin.css';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { showAdminToast } from '../adminToasts';
import { useReauthenticated, isReauthenticationCancelled } from '../account/Reauthentication';
import { formatDateTime } from '../../../lib/format';
import { useInboxT } from './inboxMessages';
import { useErasure, useErasurePreview } from './inboxQueries';
import { VisitorText } from './visitorText';

/**
 * GDPR erasure: everything from one email address (support messages) or one name (survey answers). The admin
 * sees what will go before anything goes; the erasure itself asks for the password again when the last one was
 * a while ago, and the audit log records how and how many, never whose.
 */
export function ErasurePanel() {
  const t = useInboxT();
  const adminT = useAdminT();
  const { lang } = useAdminLang();
  const reauthenticated = useReauthenticated();
  const [subject, setSubject] = useState<Erasure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useErasurePreview(subject);
  const erasure = useErasure();

  const erase = async () => {
    if (!subject) return;
    try {
      const { erased } = await reauthenticated(() => erasure.mutateAsync(subject));
      showAdminToast({ title: t('erase.done', { count: erased }) });
      setSubject(null);
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
    <AdminCard title={t('erase.title')} description={t('erase.lead')}>
      <Formik
        initialValues={{ by: 'email' as ErasureBy, value: '' }}
        validationSchema={erasureSchema}
        onSubmit={(values) => setSubject({ by: values.by, value: values.value.trim() })}
      >
        {({ values, setFieldValue }) => {
          // A preview is for the address or name it was made for: once the field says another, it goes, so
          // "Erase them" can never erase someone other than the one the field names.
          const shown =
            subject && subject.by === values.by && subject.value === values.value.trim() ? subject : null;
          return (
            <>
              <Form noValidate aria-label={t('erase.title')}>
                <FocusFirstError />
                <Stack gap="3">
                  <Select
                    label={t('erase.by')}
                    value={values.by}
                    items={[
                      { id: 'email', label: t('erase.byEmail') },
                      { id: 'name', label: t('erase.byName') },
                    ]}
                    onChange={(id) => {
                      if (id) void setFieldValue('by', id);
                      setSubject(null);
                    }}
                  />
                  <AccountField
                    name="value"
                    label={values.by === 'email' ? t('erase.email') : t('erase.name')}
                    type={values.by === 'email' ? 'email' : 'text'}
                    autoComplete="off"
                  />
                  <div>
                    <Button type="submit" variant="outline">
                      {t('erase.preview')}
                    </Button>
                  </div>
                </Stack>
              </Form>
              {shown === null ? null : preview.isPending ? (
                <Spinner label={adminT('shell.loading')} />
              ) : preview.isError ? (
                <Text role="alert">{errorMessage(preview.error, adminT, lang)}</Text>
              ) : preview.data.count === 0 ? (
                <EmptyState title={t('erase.nothing')} hint={t('erase.nothingHint')} />
              ) : (
                <section aria-labelledby="erasure-preview-title">
                  <Stack gap="3">
                    <Text id="erasure-preview-title" weight="semibold" role="status">
                      {t('erase.willGo', { count: preview.data.count })}
                    </Text>
                    <ol className={adminStyles.plainList}>
                      {preview.data.items.map((item) => (
                        <li key={item.id} className={adminStyles.listRow}>
                          <Stack gap="1">
                            <Text weight="semibold">
                              {t(`kind.${item.kind}`)}: <VisitorText text={item.name} />
                              {item.email ? (
                                <>
                                  {' <'}
                                  <VisitorText text={item.email} />
                                  {'>'}
                                </>
                              ) : null}
                            </Text>
                            <Text size="sm" tone="muted">
                              {formatDateTime(item.receivedAt, lang)}
                              {item.message ? (
                                <>
                                  {' · '}
                                  <VisitorText text={[...item.message].slice(0, 80).join('')} />
                                </>
                              ) : null}
                            </Text>
                          </Stack>
                        </li>
                      ))}
                    </ol>
                    <div>
                      <Button
                        onPress={() => setConfirming(true)}
                        isPending={erasure.isPending}
                        pendingLabel={adminT('shell.loading')}
                      >
                        {t('erase.confirm', { count: preview.data.count })}
                      </Button>
                    </div>
                  </Stack>
                </section>
              )}
            </>
          );
        }}
      </Formik>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('erase.questionTitle', { count: preview.data?.count ?? 0 })}
        confirmLabel={t('erase.confirm', { count: preview.data?.count ?? 0 })}
        cancelLabel={t('delete.cancel')}
        variant="destructive"
        onConfirm={() => void erase()}
      >
        {t('erase.question', { subject: subject?.value ?? '' })}
      </AlertDialog>
    </AdminCard>
  );
}
