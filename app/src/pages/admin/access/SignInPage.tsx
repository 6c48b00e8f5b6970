import { adminReturnPath } from '@site/paths';
import { signInSchema } from '@site/schemas';
import { Button, Text } from '@site/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { adminGet, adminPost, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { type AdminSessionInfo, adminKeys, type SessionStage } from '../adminSession';
import { AccessLayout } from './AccessLayout';
import * as styles from './access.css';
import { EnrolmentStep } from './EnrolmentStep';
import { errorMessage } from './errorMessage';
import { EmailPasswordFields } from './fields';
import { FormAlert } from './FormAlert';
import { SecondFactorStep } from './SecondFactorStep';

type Step = 'checking' | 'credentials' | Exclude<SessionStage, 'signed_in'>;

/**
 * `/admin/login`: email and password, then the code from the authenticator app (or setting one up on the first
 * sign-in), then back to the page that was asked for. A session half-way through (password given, code not yet)
 * resumes at its step after a reload.
 */
export function SignInPage({ next, reason }: { next?: string; reason?: 'signed_out' | 'expired' }) {
  const t = useAdminT();
  const { lang } = useAdminLang();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('checking');
  const [notice, setNotice] = useState(
    reason === 'expired' ? t('signIn.expired') : reason === 'signed_out' ? t('signIn.signedOut') : undefined,
  );
  const query = next ? `?next=${encodeURIComponent(next)}` : '';

  const finish = async (target: string | undefined) => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.session });
    // Only ever into the admin area of this site, whatever the address said (no open redirect).
    await router.navigate({ href: adminReturnPath(target) });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once on arrival; later steps move on by what the server answers.
  useEffect(() => {
    let active = true;
    adminGet<AdminSessionInfo>('/api/admin/session')
      .then((session) => {
        if (!active) return;
        if (session.stage === 'signed_in') void finish(next);
        else setStep(session.stage);
      })
      .catch(() => active && setStep('credentials'));
    return () => {
      active = false;
    };
  }, []);

  const advance = (stage: SessionStage, target?: string) => {
    setNotice(undefined);
    if (stage === 'signed_in') void finish(target ?? next);
    else setStep(stage);
  };

  if (step === 'second_factor')
    return (
      <SecondFactorStep
        query={query}
        onSignedIn={(target) => advance('signed_in', target)}
        onStartOver={() => setStep('credentials')}
      />
    );
  if (step === 'enrolment')
    return <EnrolmentStep onDone={() => advance('signed_in')} onStartOver={() => setStep('credentials')} />;

  return (
    <AccessLayout title={t('signIn.title')} lead={t('signIn.lead')}>
      {notice ? <Text tone="muted">{notice}</Text> : null}
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signInSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const answer = await adminPost<{ stage: SessionStage; next: string }>(
              `/api/admin/sign-in${query}`,
              values,
            );
            advance(answer.stage, answer.next);
          } catch (error) {
            helpers.setStatus(
              isAdminApiError(error, 'invalid_credentials')
                ? t('signIn.wrong')
                : errorMessage(error, t, lang),
            );
            helpers.setFieldValue('password', '', false);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className={styles.form} noValidate aria-label={t('signIn.title')}>
            <FormAlert message={status as string | undefined} />
            <EmailPasswordFields password="current" />
            <Button
              type="submit"
              isPending={isSubmitting || step === 'checking'}
              pendingLabel={t('signIn.submitting')}
              fullWidth
            >
              {t('signIn.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </AccessLayout>
  );
}
