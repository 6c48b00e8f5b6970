import { recoveryCodeSchema, totpCodeSchema } from '@site/schemas';
import { Button, Stack } from '@site/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { adminPost, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from './accessMessages';
import { AccessLayout } from './AccessLayout';
import * as styles from './access.css';
import { errorMessage } from './errorMessage';
import { AccountField } from './fields';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { FormAlert } from './FormAlert';

/** The second step: the six digits from the authenticator app, or one of the recovery codes. */
export function SecondFactorStep({
  next,
  onSignedIn,
  onStartOver,
}: {
  /** The admin page asked for, which the answer confirms (or replaces with the admin home). */
  next: string | undefined;
  onSignedIn: (next: string) => void;
  /** Back to the password, with why (when the server ended this sign-in). */
  onStartOver: (why?: string) => void;
}) {
  const t = useAccessT();
  const { lang } = useAdminLang();
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  return (
    <AccessLayout
      title={t('signIn.codeTitle')}
      lead={mode === 'code' ? t('signIn.codeLead') : t('signIn.recoveryHelp')}
    >
      <Formik
        key={mode}
        initialValues={mode === 'code' ? { code: '' } : { recoveryCode: '' }}
        validationSchema={mode === 'code' ? totpCodeSchema : recoveryCodeSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const answer = await adminPost('/api/admin/sign-in/second-factor', {
              query: { next },
              body: values,
            });
            onSignedIn(answer.next);
          } catch (error) {
            if (isAdminApiError(error, 'unauthenticated')) return onStartOver();
            // Too many wrong codes for the account: the server ended this sign-in; the password comes first again.
            if (isAdminApiError(error, 'second_factor_locked'))
              return onStartOver(errorMessage(error, t, lang));
            helpers.setStatus(
              isAdminApiError(error, 'invalid_code')
                ? t(mode === 'code' ? 'signIn.wrongCode' : 'signIn.wrongRecovery')
                : errorMessage(error, t, lang),
            );
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className={styles.form} noValidate aria-label={t('signIn.codeTitle')}>
            <FocusFirstError />
            <FormAlert message={status as string | undefined} />
            {mode === 'code' ? (
              <AccountField
                name="code"
                label={t('signIn.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
              />
            ) : (
              <AccountField
                name="recoveryCode"
                label={t('signIn.recoveryCode')}
                autoComplete="off"
                autoFocus
              />
            )}
            <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')} fullWidth>
              {t('signIn.verify')}
            </Button>
            <Stack gap="2">
              <Button variant="ghost" onPress={() => setMode(mode === 'code' ? 'recovery' : 'code')}>
                {mode === 'code' ? t('signIn.useRecovery') : t('signIn.useApp')}
              </Button>
              <Button variant="ghost" onPress={() => onStartOver()}>
                {t('signIn.startOver')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AccessLayout>
  );
}
