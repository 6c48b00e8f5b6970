import { Button, Dialog, Modal, Stack, Text } from '@site/ui';
import * as adminStyles from '../admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EnrolmentForm } from '../access/EnrolmentStep';
import { RecoveryCodes } from '../access/RecoveryCodes';
import { errorMessage } from '../access/errorMessage';
import { AdminCard } from '../AdminCard';
import { adminGet, adminPost } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from '../access/accessMessages';
import { useAccountT } from './accountMessages';
import { adminKeys, useAdminSession } from '../adminSession';
import { showAdminToast } from '../adminToasts';
import { useReauthenticated, isReauthenticationCancelled } from './Reauthentication';

/** The account's second factor: its state, a new authenticator, or a fresh set of recovery codes. */
export function SecondFactorCard() {
  const t = useAccountT();
  const accessT = useAccessT();
  const { lang } = useAdminLang();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const reauthenticated = useReauthenticated();
  const [dialog, setDialog] = useState<'enrol' | { codes: string[] }>();
  const account = session.data?.account;
  if (!account) return null;

  const fail = (error: unknown) => {
    if (isReauthenticationCancelled(error)) return;
    showAdminToast({
      title: t('error.title'),
      description: errorMessage(error, t, lang),
      variant: 'destructive',
    });
  };
  const closeAndRefresh = async () => {
    setDialog(undefined);
    await queryClient.invalidateQueries({ queryKey: adminKeys.session });
  };

  return (
    <AdminCard title={t('account.secondFactor')}>
      <Text>
        {account.secondFactor
          ? t('account.secondFactorOn', { count: account.recoveryCodesLeft })
          : session.data?.secondFactorRequired
            ? t('account.secondFactorOff')
            : t('account.secondFactorNotRequired')}
      </Text>
      <Stack direction="row" gap="2" wrap>
        <Button
          variant="outline"
          className={adminStyles.wrappingButton}
          onPress={() =>
            reauthenticated(() => adminGet('/api/admin/second-factor/enrolment'))
              .then(() => setDialog('enrol'))
              .catch(fail)
          }
        >
          {t('account.newAuthenticator')}
        </Button>
        {account.secondFactor ? (
          <Button
            variant="outline"
            className={adminStyles.wrappingButton}
            onPress={() =>
              reauthenticated(() => adminPost('/api/admin/second-factor/recovery-codes'))
                .then(({ recoveryCodes }) => setDialog({ codes: recoveryCodes }))
                .catch(fail)
            }
          >
            {t('account.newRecoveryCodes')}
          </Button>
        ) : null}
      </Stack>
      <Modal size="sm" isOpen={dialog !== undefined} onOpenChange={(open) => !open && void closeAndRefresh()}>
        {dialog === 'enrol' ? (
          <Dialog title={accessT('enrol.title')} closeLabel={t('shell.close')}>
            <Stack gap="4">
              <Text size="sm">{accessT('enrol.lead')}</Text>
              <EnrolmentForm onEnrolled={(codes) => setDialog({ codes })} />
            </Stack>
          </Dialog>
        ) : dialog ? (
          <Dialog title={accessT('recovery.title')} closeLabel={t('shell.close')}>
            <Stack gap="4">
              <Text size="sm">{accessT('recovery.lead')}</Text>
              <RecoveryCodes codes={dialog.codes} onDone={closeAndRefresh} />
            </Stack>
          </Dialog>
        ) : (
          <Dialog title={accessT('enrol.title')} closeLabel={t('shell.close')} />
        )}
      </Modal>
    </AdminCard>
  );
}
