import { totpCodeSchema } from '@site/schemas';
import { Button, Spinner, Text } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { adminGet, adminPost, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from './accessMessages';
import { AccessLayout } from './AccessLayout';
import * as styles from './access.css';
import { errorMessage } from './errorMessage';
import { AccountField } from './fields';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { FormAlert } from './FormAlert';
import { RecoveryCodes } from './RecoveryCodes';

/** The QR code as an image: the server drew it as SVG, so no script or third party ever sees the secret. */
export function EnrolmentQr({ svg, label }: { svg: string; label: string }) {
  const source = `data:image/svg+xml;base64,${btoa(svg)}`;
  return <img src={source} alt={label} className={styles.qr} width={192} height={192} />;
}

/** Setting up the authenticator: scan (or type the secret), confirm with a first code, save the recovery codes. */
export function EnrolmentForm({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const t = useAccessT();
  const { lang } = useAdminLang();
  const enrolment = useQuery({
    queryKey: ['/api/admin/second-factor/enrolment'],
    queryFn: ({ signal }) => adminGet('/api/admin/second-factor/enrolment', { signal }),
    gcTime: 0,
  });
  if (enrolment.isPending) return <Spinner label={t('shell.loading')} />;
  if (enrolment.isError) return <FormAlert message={errorMessage(enrolment.error, t, lang)} />;
  return (
    <>
      <EnrolmentQr svg={enrolment.data.qrSvg} label={t('enrol.qr')} />
      <Text size="sm">{t('enrol.secret')}</Text>
      <code className={styles.secret}>{enrolment.data.secret.match(/.{1,4}/g)?.join(' ')}</code>
      <Formik
        initialValues={{ code: '' }}
        validationSchema={totpCodeSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const answer = await adminPost('/api/admin/second-factor/enrolment', { body: values });
            onEnrolled(answer.recoveryCodes);
          } catch (error) {
            helpers.setStatus(
              isAdminApiError(error, 'invalid_code') ? t('signIn.wrongCode') : errorMessage(error, t, lang),
            );
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className={styles.form} noValidate aria-label={t('enrol.title')}>
            <FocusFirstError />
            <FormAlert message={status as string | undefined} />
            <AccountField
              name="code"
              label={t('signIn.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')} fullWidth>
              {t('enrol.confirm')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** The first sign-in: the second factor is set up before anything else is reachable. */
export function EnrolmentStep({ onDone, onStartOver }: { onDone: () => void; onStartOver: () => void }) {
  const t = useAccessT();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  if (recoveryCodes)
    return (
      <AccessLayout title={t('recovery.title')} lead={t('recovery.lead')}>
        <RecoveryCodes codes={recoveryCodes} onDone={onDone} />
      </AccessLayout>
    );
  return (
    <AccessLayout title={t('enrol.title')} lead={t('enrol.lead')}>
      <EnrolmentForm onEnrolled={setRecoveryCodes} />
      <Button variant="ghost" onPress={onStartOver}>
        {t('signIn.startOver')}
      </Button>
    </AccessLayout>
  );
}
