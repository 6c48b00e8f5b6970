import { type AdminRole, invitationSchema, type InvitationSummary } from '@site/schemas';
import { AlertDialog, Button, Callout, Select, Spinner, Stack, Text, TextField } from '@site/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { useAccessT } from '../access/accessMessages';
import { errorMessage } from '../access/errorMessage';
import { AccountField } from '../access/fields';
import { FormAlert } from '../access/FormAlert';
import { AdminCard } from '../AdminCard';
import { adminDelete, adminGet, adminPost, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { adminKeys } from '../adminSession';
import { showAdminToast } from '../adminToasts';
import * as styles from '../admin.css';
import { LoadFailed } from '../LoadFailed';
import { useAccountT } from './accountMessages';
import { useReauthenticated, isReauthenticationCancelled } from './Reauthentication';
import { RoleField } from './RoleField';

/** How long a link works (api/src/routes/adminTeam.ts `invitationHours`; the answer to an invitation says it too). */
const linkHours = 72;

type Issued = { email: string; link: string; emailed: boolean };

/**
 * The owner invites by address and role: the one-time link is shown this once (the server keeps only its digest),
 * with a copy button, and whether it was e-mailed; open invitations are listed until they expire, each revocable.
 */
export function InvitationsCard() {
  const t = useAccountT();
  const accessT = useAccessT();
  const { lang } = useAdminLang();
  const queryClient = useQueryClient();
  const reauthenticated = useReauthenticated();
  const [issued, setIssued] = useState<Issued>();
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<InvitationSummary>();
  const invitations = useQuery({
    queryKey: adminKeys.invitations,
    queryFn: ({ signal }) => adminGet('/api/admin/invitations', { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations });
  const langItems = (['de', 'en'] as const).map((id) => ({ id, label: t(`lang.${id}`) }));
  // A link without the site's address (no SITE_URL configured) is completed with this page's.
  const fullLink = (link: string) => (link.startsWith('/') ? `${window.location.origin}${link}` : link);

  const revoke = async (invitation: InvitationSummary) => {
    try {
      await reauthenticated(() =>
        adminDelete('/api/admin/invitations/:handle', { params: { handle: invitation.handle } }),
      );
      showAdminToast({
        title: t('invite.title'),
        description: t('invite.revoked', { email: invitation.email }),
      });
    } catch (error) {
      if (!isReauthenticationCancelled(error))
        showAdminToast({
          title: t('error.title'),
          description: errorMessage(error, t, lang),
          variant: 'destructive',
        });
    }
    await refresh();
  };

  return (
    <AdminCard title={t('invite.title')} description={t('invite.lead', { hours: linkHours })}>
      <Stack gap="4">
        {invitations.data && !invitations.data.mail ? <Text tone="muted">{t('invite.mailOff')}</Text> : null}
        <Formik
          initialValues={{ email: '', role: '', lang }}
          validate={(values) => {
            try {
              invitationSchema.validateSync(values, { abortEarly: false });
              return {};
            } catch (error) {
              const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
              return Object.fromEntries(inner.map((issue) => [issue.path ?? '', issue.message]));
            }
          }}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              const answer = await reauthenticated(() =>
                adminPost('/api/admin/invitations', {
                  body: { email: values.email, role: values.role as AdminRole, lang: values.lang },
                }),
              );
              setCopied(false);
              setIssued({ email: values.email, link: fullLink(answer.link), emailed: answer.emailed });
              showAdminToast({
                title: t('invite.title'),
                description: t('invite.sent', { email: values.email }),
              });
              helpers.resetForm({ values: { email: '', role: '', lang: values.lang } });
              await refresh();
            } catch (error) {
              if (isReauthenticationCancelled(error)) return;
              if (isAdminApiError(error, 'email_taken')) helpers.setStatus(t('account.emailTaken'));
              else if (isAdminApiError(error, 'invalid_fields')) helpers.setErrors(error.fields);
              else helpers.setStatus(errorMessage(error, t, lang));
            }
          }}
        >
          {({ isSubmitting, status, values, setFieldValue }) => (
            <Form noValidate aria-label={t('invite.title')}>
              <FocusFirstError />
              <Stack gap="3">
                <FormAlert message={status as string | undefined} />
                <AccountField name="email" label={t('invite.email')} type="email" autoComplete="off" />
                <RoleField />
                <Select
                  label={t('invite.lang')}
                  items={langItems}
                  value={values.lang}
                  onChange={(next) => next && void setFieldValue('lang', next)}
                />
                <div>
                  <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')}>
                    {t('invite.invite')}
                  </Button>
                </div>
              </Stack>
            </Form>
          )}
        </Formik>
        {issued ? (
          <Callout tone="info" title={t('invite.linkTitle')}>
            <Stack gap="2">
              <Text>{t('invite.linkOnce', { email: issued.email })}</Text>
              <TextField label={t('invite.linkTitle')} value={issued.link} isReadOnly />
              <Stack direction="row" gap="2" align="center" wrap>
                <Button
                  variant="outline"
                  size="sm"
                  onPress={() =>
                    void navigator.clipboard?.writeText(issued.link).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  {t('invite.copy')}
                </Button>
                <span role="status">{copied ? <Text size="sm">{t('invite.copied')}</Text> : null}</span>
              </Stack>
              <Text size="sm">
                {issued.emailed ? t('invite.emailed', { email: issued.email }) : t('invite.notEmailed')}
              </Text>
            </Stack>
          </Callout>
        ) : null}
        {invitations.isPending ? (
          <Spinner label={t('shell.loading')} />
        ) : invitations.isError ? (
          <LoadFailed onRetry={() => invitations.refetch()} />
        ) : invitations.data.invitations.length === 0 ? (
          <Text tone="muted">{t('invite.none')}</Text>
        ) : (
          <ul className={styles.plainList} aria-label={t('invite.title')}>
            {invitations.data.invitations.map((invitation) => (
              <li key={invitation.handle} className={styles.listRow}>
                <Stack gap="1">
                  <Text weight="semibold">{invitation.email}</Text>
                  <Text size="sm" tone="muted">
                    {t('invite.pending', {
                      role: t(`role.${invitation.role}`),
                      time: formatDateTime(invitation.expiresAt, lang),
                    })}
                  </Text>
                </Stack>
                <Button variant="outline" size="sm" onPress={() => setRevoking(invitation)}>
                  {t('invite.revoke', { email: invitation.email })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <AlertDialog
        isOpen={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={revoking ? t('invite.revoke', { email: revoking.email }) : ''}
        confirmLabel={t('invite.revoke', { email: revoking?.email ?? '' })}
        cancelLabel={accessT('reauth.cancel')}
        variant="destructive"
        onConfirm={() => revoking && void revoke(revoking)}
      >
        {revoking ? t('invite.revokeQuestion', { email: revoking.email }) : ''}
      </AlertDialog>
    </AdminCard>
  );
}
