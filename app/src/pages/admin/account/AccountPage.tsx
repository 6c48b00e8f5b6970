import { passwordChangeSchema } from '@site/schemas';
import { Button, Heading, Stack, Text } from '@site/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { AccountField, NewPasswordField } from '../access/fields';
import { useNewPasswordCheck } from '../access/newPassword';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { FormAlert } from '../access/FormAlert';
import { errorMessage } from '../access/errorMessage';
import { AdminCard } from '../AdminCard';
import { AdminFrame } from '../AdminFrame';
import { adminPost, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from '../access/accessMessages';
import { useAccountT } from './accountMessages';
import { adminKeys, useAdminSession, useRoleMay } from '../adminSession';
import { InvitationsCard } from './InvitationsCard';
import { MailChoicesCard } from './MailChoicesCard';
import { showAdminToast } from '../adminToasts';
import { AdminAccounts } from './AdminAccounts';
import { ReauthenticationProvider } from './Reauthentication';
import { SecondFactorCard } from './SecondFactorCard';
import { SessionsCard } from './SessionsCard';

/** `/admin/account`: the signed-in admin's password, second factor and sessions, and the list of admins. */
export function AccountPage() {
  const t = useAccountT();
  const mayTeam = useRoleMay('team');
  return (
    <AdminFrame title={t('account.title')}>
      <ReauthenticationProvider>
        <Heading level={1} size="xl">
          {t('account.title')}
        </Heading>
        <PasswordCard />
        <SecondFactorCard />
        <SessionsCard />
        <MailChoicesCard />
        {/* Admins and invitations are the owner's (roleAreas.team): another role is not offered them. */}
        {mayTeam ? (
          <>
            <AdminAccounts />
            <InvitationsCard />
          </>
        ) : null}
      </ReauthenticationProvider>
    </AdminFrame>
  );
}

function PasswordCard() {
  const t = useAccountT();
  const accessT = useAccessT();
  const { lang } = useAdminLang();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const [done, setDone] = useState(false);
  const passwordCheck = useNewPasswordCheck<{ currentPassword: string; newPassword: string }>(
    passwordChangeSchema,
    session.data?.account.email,
  );
  return (
    <AdminCard title={t('account.password')}>
      <Formik
        initialValues={{ currentPassword: '', newPassword: '' }}
        validate={passwordCheck.validate}
        validateOnMount={false}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          setDone(false);
          try {
            await adminPost('/api/admin/password', { body: values });
            helpers.resetForm();
            setDone(true);
            showAdminToast({ title: t('account.changePassword'), description: t('account.passwordChanged') });
            await queryClient.invalidateQueries({ queryKey: adminKeys.sessions });
          } catch (error) {
            if (isAdminApiError(error, 'invalid_fields')) {
              passwordCheck.heardFromServer(error);
              helpers.setErrors(error.fields);
            } else helpers.setStatus(errorMessage(error, t, lang));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={t('account.changePassword')}>
            <FocusFirstError />
            <Stack gap="4">
              <FormAlert message={status as string | undefined} />
              {/* Password managers fill the right account when they see its name. */}
              <input
                type="hidden"
                name="username"
                autoComplete="username"
                value={session.data?.account.email ?? ''}
                readOnly
              />
              <AccountField
                name="currentPassword"
                label={t('account.currentPassword')}
                type="password"
                autoComplete="current-password"
              />
              <NewPasswordField
                name="newPassword"
                label={t('account.newPassword')}
                description={accessT('password.help')}
                check={passwordCheck}
              />
              <Stack direction="row" gap="3" align="center" wrap>
                <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')}>
                  {t('account.changePassword')}
                </Button>
                <div role="status">{done ? <Text size="sm">{t('account.passwordChanged')}</Text> : null}</div>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
    </AdminCard>
  );
}
