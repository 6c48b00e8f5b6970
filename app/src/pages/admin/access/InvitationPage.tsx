import { invitationAcceptanceSchema, type SessionStage } from '@site/schemas';
import { Button, Spinner, TextField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { useIsHydrated } from '../../../lib/hydration';
import { adminGet, adminPost, isAdminApiError } from '../adminApi';
import { adminLangChosen, useAdminLang } from '../adminLanguage';
import { useAccessT } from './accessMessages';
import { AccessLayout } from './AccessLayout';
import * as styles from './access.css';
import { EnrolmentStep } from './EnrolmentStep';
import { errorMessage } from './errorMessage';
import { NewPasswordField } from './fields';
import { FormAlert } from './FormAlert';
import { useNewPasswordCheck } from './newPassword';

/**
 * `/admin/invitation?token=…`: the one-time link an owner sent. Opening it changes nothing (a link scanner cannot
 * spend it); the invitee sets a password, the token is used up, and the second factor is set up next, as after
 * the setup link. An expired, used or revoked link says so.
 */
export function InvitationPage({ token }: { token: string }) {
  const t = useAccessT();
  const { lang, setLang } = useAdminLang();
  const router = useRouter();
  const [stage, setStage] = useState<SessionStage>();
  const invitation = useQuery({
    queryKey: ['/api/admin/invitations/accept', token],
    queryFn: ({ signal }) => adminGet('/api/admin/invitations/accept', { query: { token }, signal }),
    enabled: token !== '',
  });
  const goToAdmin = () => void router.navigate({ href: '/admin' });
  const hydrated = useIsHydrated();
  const email = invitation.data?.usable ? invitation.data.email : undefined;
  const invitedIn = invitation.data?.usable ? invitation.data.lang : undefined;
  // The language the owner invited them in, the one their e-mail was written in, until this browser chooses one.
  useEffect(() => {
    if (invitedIn && !adminLangChosen()) setLang(invitedIn);
  }, [invitedIn, setLang]);
  const passwordCheck = useNewPasswordCheck<{ password: string }>(invitationAcceptanceSchema, email);

  if (stage === 'enrolment')
    return <EnrolmentStep onDone={goToAdmin} onStartOver={() => router.navigate({ href: '/admin/login' })} />;
  if (!hydrated || (token !== '' && invitation.isPending))
    return (
      <AccessLayout title={t('invitation.title')}>
        <Spinner label={t('shell.loading')} />
      </AccessLayout>
    );
  if (invitation.isError)
    return (
      <AccessLayout title={t('invitation.title')}>
        <FormAlert message={errorMessage(invitation.error, t, lang)} />
      </AccessLayout>
    );
  if (token === '' || !invitation.data?.usable)
    return (
      <AccessLayout title={t('invitation.title')}>
        <FormAlert message={t('invitation.invalid')} />
      </AccessLayout>
    );
  const { role } = invitation.data;
  return (
    <AccessLayout
      title={t('invitation.title')}
      lead={t('invitation.lead', { role: t(`role.${role}`), email: email ?? '' })}
    >
      <Formik
        initialValues={{ password: '' }}
        validate={passwordCheck.validate}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const answer = await adminPost('/api/admin/invitations/accept', {
              query: { token },
              body: values,
            });
            if (answer.stage === 'signed_in') goToAdmin();
            else setStage(answer.stage);
          } catch (error) {
            if (isAdminApiError(error, 'invalid_fields')) {
              passwordCheck.heardFromServer(error);
              helpers.setErrors(error.fields);
              return;
            }
            helpers.setStatus(
              isAdminApiError(error, 'setup_link_invalid')
                ? t('invitation.invalid')
                : errorMessage(error, t, lang),
            );
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className={styles.form} noValidate aria-label={t('invitation.title')}>
            <FocusFirstError />
            <FormAlert message={status as string | undefined} />
            {/* The address is the invitation's; shown, and named for password managers. */}
            <TextField
              label={t('invitation.email')}
              value={email ?? ''}
              isReadOnly
              name="username"
              autoComplete="username"
            />
            <NewPasswordField
              name="password"
              label={t('signIn.password')}
              description={t('password.help')}
              check={passwordCheck}
            />
            <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')} fullWidth>
              {t('invitation.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </AccessLayout>
  );
}
