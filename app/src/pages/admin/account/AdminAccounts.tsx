import {
  type AdminAccountSummary,
  type AdminAnswer,
  type AdminRole,
  addedAccountSchema,
  adminRoles,
} from '@site/schemas';
import { AlertDialog, Badge, Button, Dialog, Modal, Select, Spinner, Stack, Text } from '@site/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { DialogFormActions, EmailPasswordFields } from '../access/fields';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { FormAlert } from '../access/FormAlert';
import { errorMessage } from '../access/errorMessage';
import { useNewPasswordCheck } from '../access/newPassword';
import { AdminCard } from '../AdminCard';
import { adminDelete, adminGet, adminPost, adminPut, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from '../access/accessMessages';
import { useAccountT } from './accountMessages';
import { adminKeys } from '../adminSession';
import { showAdminToast } from '../adminToasts';
import * as styles from '../admin.css';
import { formatDateTime } from '../../../lib/format';
import { useReauthenticated, isReauthenticationCancelled } from './Reauthentication';
import { LoadFailed } from '../LoadFailed';
import { RoleField } from './RoleField';

/** Everyone who can sign in, with adding and removing behind re-authentication. */
export function AdminAccounts() {
  const t = useAccountT();
  const accessT = useAccessT();
  const { lang } = useAdminLang();
  const queryClient = useQueryClient();
  const reauthenticated = useReauthenticated();
  const passwordCheck = useNewPasswordCheck<{ email: string; password: string; role: string }>(
    addedAccountSchema,
  );
  const roleItems = adminRoles.map((id) => ({ id, label: t(`role.${id}`) }));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminAccountSummary>();
  const accounts = useQuery({
    queryKey: adminKeys.accounts,
    queryFn: ({ signal }) => adminGet('/api/admin/accounts', { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts });

  const remove = async (account: AdminAccountSummary) => {
    try {
      await reauthenticated(() => adminDelete('/api/admin/accounts/:id', { params: { id: account.id } }));
      showAdminToast({
        title: t('account.admins'),
        description: t('account.removed', { email: account.email }),
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

  const changeRole = async (account: AdminAccountSummary, role: AdminRole) => {
    try {
      await reauthenticated(() =>
        adminPut('/api/admin/accounts/:id/role', { params: { id: account.id }, body: { role } }),
      );
      showAdminToast({
        title: t('account.admins'),
        description: t('account.roleChanged', { email: account.email, role: t(`role.${role}`) }),
      });
      // Their own role: the screens offer what the new one may do from now on. An owner who stepped down no longer
      // sees this list, whose next reading the API would refuse, so it is not read again.
      if (account.you) {
        queryClient.setQueryData<AdminAnswer<'GET /api/admin/accounts'>>(adminKeys.accounts, (list) =>
          list ? { accounts: list.accounts.map((a) => (a.id === account.id ? { ...a, role } : a)) } : list,
        );
        await queryClient.invalidateQueries({ queryKey: adminKeys.session });
        return;
      }
    } catch (error) {
      if (!isReauthenticationCancelled(error))
        showAdminToast({
          title: t('error.title'),
          description: isAdminApiError(error, 'last_owner')
            ? t('account.lastOwner')
            : errorMessage(error, t, lang),
          variant: 'destructive',
        });
    }
    await refresh();
  };

  return (
    <AdminCard
      title={t('account.admins')}
      description={t('account.adminsLead')}
      action={<Button onPress={() => setAdding(true)}>{t('account.addAdmin')}</Button>}
    >
      {accounts.isPending ? (
        <Spinner label={t('shell.loading')} />
      ) : accounts.isError ? (
        <LoadFailed onRetry={() => accounts.refetch()} />
      ) : (
        <ul className={styles.plainList} aria-label={t('account.admins')}>
          {accounts.data.accounts.map((account) => (
            <li key={account.id} className={styles.listRow}>
              <Stack gap="1">
                <Stack direction="row" gap="2" align="center" wrap>
                  <Text weight="semibold">
                    {account.email}
                    {account.you ? ` (${t('account.you')})` : ''}
                  </Text>
                  <Badge tone={account.role === 'owner' ? 'accent' : 'neutral'}>
                    {t(`role.${account.role}`)}
                  </Badge>
                </Stack>
                <Text size="sm" tone="muted">
                  {t('account.lastSignIn', {
                    time: account.lastSignInAt
                      ? formatDateTime(account.lastSignInAt, lang)
                      : t('account.never'),
                  })}
                </Text>
              </Stack>
              <Stack direction="row" gap="2" align="end" wrap>
                <Select
                  label={t('account.roleOf', { email: account.email })}
                  items={roleItems}
                  value={account.role}
                  onChange={(role) =>
                    role && role !== account.role && void changeRole(account, role as AdminRole)
                  }
                />
                {account.you ? null : (
                  <Button variant="outline" size="sm" onPress={() => setRemoving(account)}>
                    {t('account.remove', { email: account.email })}
                  </Button>
                )}
              </Stack>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        isOpen={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={removing ? t('account.remove', { email: removing.email }) : ''}
        confirmLabel={t('account.remove', { email: removing?.email ?? '' })}
        cancelLabel={accessT('reauth.cancel')}
        variant="destructive"
        onConfirm={() => removing && void remove(removing)}
      >
        {removing ? t('account.removeQuestion', { email: removing.email }) : ''}
      </AlertDialog>
      <Modal size="sm" isOpen={adding} onOpenChange={setAdding}>
        <Dialog title={t('account.addAdmin')} closeLabel={t('shell.close')}>
          <Formik
            initialValues={{ email: '', password: '', role: '' }}
            validate={passwordCheck.validate}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(undefined);
              try {
                await reauthenticated(() =>
                  adminPost('/api/admin/accounts', { body: { ...values, role: values.role as AdminRole } }),
                );
                setAdding(false);
                showAdminToast({
                  title: t('account.admins'),
                  description: t('account.added', { email: values.email }),
                });
                await refresh();
              } catch (error) {
                if (isReauthenticationCancelled(error)) return;
                if (isAdminApiError(error, 'email_taken')) helpers.setStatus(t('account.emailTaken'));
                else if (isAdminApiError(error, 'invalid_fields')) {
                  passwordCheck.heardFromServer(error);
                  helpers.setErrors(error.fields);
                } else helpers.setStatus(errorMessage(error, t, lang));
              }
            }}
          >
            {({ isSubmitting, status }) => (
              <Form noValidate aria-label={t('account.addAdmin')}>
                <FocusFirstError />
                <Stack gap="4">
                  <FormAlert message={status as string | undefined} />
                  <EmailPasswordFields newPassword={passwordCheck} emailAutoComplete="off" />
                  <RoleField />
                  <DialogFormActions
                    onCancel={() => setAdding(false)}
                    submitLabel={t('account.addAdmin')}
                    isSubmitting={isSubmitting}
                  />
                </Stack>
              </Form>
            )}
          </Formik>
        </Dialog>
      </Modal>
    </AdminCard>
  );
}
