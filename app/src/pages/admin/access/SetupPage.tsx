import { newAccountSchema, type SessionStage } from '@site/schemas';
import { Button, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useIsHydrated } from '../../../lib/hydration';
import { useRouter } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { adminGet, adminPost, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from './accessMessages';
import { AccessLayout } from './AccessLayout';
import * as styles from './access.css';
import { EnrolmentStep } from './EnrolmentStep';
import { errorMessage } from './errorMessage';
import { EmailPasswordFields } from './fields';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { FormAlert } from './FormAlert';
import { useNewPasswordCheck } from './newPassword';

/**
 * `/admin/setup?token=…`: the one-time link the server prints on its first start. Opening it changes nothing
 * (a link scanner cannot spend it); the token is used up only when the first admin is created.
 */
export function SetupPage({ token }: { token: string }) {
  const t = useAccessT();
  const { lang } = useAdminLang();
  const router = useRouter();
  const [stage, setStage] = useState<SessionStage>();
  const link = useQuery({
    queryKey: ['/api/admin/setup', token],
    queryFn: ({ signal }) => adminGet('/api/admin/setup', { query: { token }, signal }),
    enabled: token !== '',
  });
  const goToAdmin = () => void router.navigate({ href: '/admin' });
  // The page is prerendered without the token: until hydration it shows what it shows while checking the link.
  const hydrated = useIsHydrated();
  const passwordCheck = useNewPasswordCheck<{ email: string; password: string }>(newAccountSchema);

  if (stage === 'enrolment')
    return <EnrolmentStep onDone={goToAdmin} onStartOver={() => router.navigate({ href: '/admin/login' })} />;
  if (!hydrated || (token !== '' && link.isPending))
    return (
      <AccessLayout title={t('setup.title')}>
        <Spinner label={t('shell.loading')} />
      </AccessLayout>
    );
  if (token === '' || link.data?.usable === false)
    return (
      <AccessLayout title={t('setup.title')}>
        <FormAlert message={t('setup.invalid')} />
      </AccessLayout>
    );
  return (
    <AccessLayout title={t('setup.title')} lead={t('setup.lead')}>
      <Formik
        initialValues={{ email: '', password: '' }}
        validate={passwordCheck.validate}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const answer = await adminPost('/api/admin/setup', { query: { token }, body: values });
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
                ? t('setup.invalid')
                : isAdminApiError(error, 'already_set_up')
                  ? t('setup.alreadySetUp')
                  : errorMessage(error, t, lang),
            );
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className={styles.form} noValidate aria-label={t('setup.title')}>
            <FocusFirstError />
            <FormAlert message={status as string | undefined} />
            <EmailPasswordFields newPassword={passwordCheck} />
            <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')} fullWidth>
              {t('setup.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </AccessLayout>
  );
}
