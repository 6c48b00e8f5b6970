import { adminReturnPath } from '@site/paths';
import { type SessionStage, signInSchema } from '@site/schemas';
import { Button, Text } from '@site/ui';
import { Form, Formik } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { adminGet, adminPost, isAdminApiError } from '../adminApi';
import { needsScriptMark } from '../../../islands/withoutScript';
import { WithoutScriptNote } from '../../../shell/WithoutScriptNote';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from './accessMessages';
import { AccessLayout } from './AccessLayout';
import * as styles from './access.css';
import { errorMessage } from './errorMessage';
import { EmailPasswordFields } from './fields';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { FormAlert } from './FormAlert';
import { SecondFactorStep } from './SecondFactorStep';

type Step = 'checking' | 'credentials' | Exclude<SessionStage, 'signed_in'>;

/** Only a first sign-in sets up the authenticator: its code (and TanStack Query's) loads when it is needed. */
const FirstEnrolment = lazy(() =>
  import('./FirstEnrolment').then((module) => ({ default: module.FirstEnrolment })),
);

/** Into the admin area, as a page load: the sign-in page loads no app (`SignInIsland`). */
function goTo(target: string | undefined) {
  // Only ever into the admin area of this site, whatever the address said (no open redirect).
  window.location.assign(adminReturnPath(target));
}

/**
 * `/admin/login`: email and password, then the code from the authenticator app (or setting one up on the first
 * sign-in), then back to the page that was asked for. A session half-way through (password given, code not yet)
 * resumes at its step after a reload.
 */
export function SignInPage({ next, reason }: { next?: string; reason?: 'signed_out' | 'expired' }) {
  const t = useAccessT();
  const { lang } = useAdminLang();
  const [step, setStep] = useState<Step>('checking');
  // Why a sign-in in progress was sent back to the password (too many wrong codes), shown as the form's alert.
  const [startedOver, setStartedOver] = useState<string | undefined>(undefined);
  const startOver = (why?: string) => {
    setStartedOver(why);
    setStep('credentials');
  };
  // Why the admin is here (signed out, session ended) until they take the next step.
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const notice = noticeDismissed
    ? undefined
    : reason === 'expired'
      ? t('signIn.expired')
      : reason === 'signed_out'
        ? t('signIn.signedOut')
        : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once on arrival; later steps move on by what the server answers.
  useEffect(() => {
    let active = true;
    adminGet('/api/admin/session')
      .then((session) => {
        if (!active) return;
        if (session.stage === 'signed_in') goTo(next);
        else setStep(session.stage);
      })
      .catch(() => active && setStep('credentials'));
    return () => {
      active = false;
    };
  }, []);

  const advance = (stage: SessionStage, target?: string) => {
    setNoticeDismissed(true);
    if (stage === 'signed_in') goTo(target ?? next);
    else setStep(stage);
  };

  if (step === 'second_factor')
    return (
      <SecondFactorStep
        next={next}
        onSignedIn={(target) => advance('signed_in', target)}
        onStartOver={startOver}
      />
    );
  if (step === 'enrolment')
    return (
      <Suspense
        fallback={
          <AccessLayout title={t('enrol.title')}>
            <Text tone="muted" role="status">
              {t('shell.loading')}
            </Text>
          </AccessLayout>
        }
      >
        <FirstEnrolment onDone={() => advance('signed_in')} onStartOver={() => startOver()} />
      </Suspense>
    );

  return (
    <AccessLayout title={t('signIn.title')} lead={t('signIn.lead')}>
      {notice ? <Text tone="muted">{notice}</Text> : null}
      <Formik
        initialValues={{ email: '', password: '' }}
        initialStatus={startedOver}
        validationSchema={signInSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const answer = await adminPost('/api/admin/sign-in', { query: { next }, body: values });
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
          <Form className={styles.form} noValidate aria-label={t('signIn.title')} {...needsScriptMark}>
            <FocusFirstError />
            <FormAlert message={status as string | undefined} />
            <EmailPasswordFields />
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
      <WithoutScriptNote>{t('signIn.needsScript')}</WithoutScriptNote>
    </AccessLayout>
  );
}
