import { reauthenticationSchema } from '@site/schemas';
import { Dialog, Modal, Stack, Text } from '@site/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { string } from 'yup';
import { AccountField, DialogFormActions } from '../access/fields';
import { FocusFirstError } from '../../../forms/focusFirstError';
import { FormAlert } from '../access/FormAlert';
import { errorMessage } from '../access/errorMessage';
import { adminPost, isAdminApiError } from '../adminApi';
import { useAdminLang } from '../adminLanguage';
import { useAccessT } from '../access/accessMessages';
import { adminKeys, useAdminSession } from '../adminSession';

const withCodeSchema = reauthenticationSchema.shape({
  code: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required('required')
    .matches(/^\d{6}$/, 'invalid_code'),
});

type Run = <T>(action: () => Promise<T>) => Promise<T>;

const ReauthenticationContext = createContext<Run | undefined>(undefined);

/**
 * Sensitive changes (ending sessions, a new authenticator, new recovery codes, adding or removing admins) need the
 * password, and the code when the account has one, given in the last few minutes. `useReauthenticated()(action)`
 * runs an action; if the server answers 403 `reauthentication_required`, it asks, and runs the action again.
 */
const cancelledMessage = 'Re-authentication cancelled';

/** Whether an action failed only because the admin closed the password dialog: nothing to report then. */
export const isReauthenticationCancelled = (error: unknown): boolean =>
  error instanceof Error && error.message === cancelledMessage;

export function ReauthenticationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: (error: unknown) => void }>(undefined);
  const run = useCallback<Run>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!isAdminApiError(error, 'reauthentication_required')) throw error;
      await new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      });
      return action();
    }
  }, []);
  return (
    <ReauthenticationContext.Provider value={run}>
      {children}
      <ReauthenticationDialog
        isOpen={open}
        onDone={(confirmed) => {
          setOpen(false);
          if (confirmed) pending.current?.resolve();
          else pending.current?.reject(new Error(cancelledMessage));
        }}
      />
    </ReauthenticationContext.Provider>
  );
}

export function useReauthenticated(): Run {
  const run = useContext(ReauthenticationContext);
  if (!run) throw new Error('useReauthenticated needs a ReauthenticationProvider');
  return run;
}

function ReauthenticationDialog({
  isOpen,
  onDone,
}: {
  isOpen: boolean;
  onDone: (confirmed: boolean) => void;
}) {
  const t = useAccessT();
  const { lang } = useAdminLang();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const needsCode = Boolean(session.data?.account.secondFactor && session.data.secondFactorRequired);
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={(next) => !next && onDone(false)}>
      <Dialog title={t('reauth.title')} closeLabel={t('shell.close')}>
        <Formik
          initialValues={needsCode ? { password: '', code: '' } : { password: '' }}
          validationSchema={needsCode ? withCodeSchema : reauthenticationSchema}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await adminPost('/api/admin/reauthenticate', { body: values });
              await queryClient.invalidateQueries({ queryKey: adminKeys.session });
              onDone(true);
            } catch (error) {
              helpers.setStatus(
                // Only the password was asked for: "email or password" would point at something not asked.
                isAdminApiError(error, 'invalid_credentials')
                  ? t('reauth.wrong')
                  : isAdminApiError(error, 'invalid_code') || isAdminApiError(error, 'code_required')
                    ? t('signIn.wrongCode')
                    : errorMessage(error, t, lang),
              );
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate aria-label={t('reauth.title')}>
              <FocusFirstError />
              <Stack gap="4">
                <FormAlert message={status as string | undefined} />
                <Text>{needsCode ? t('reauth.leadCode') : t('reauth.lead')}</Text>
                <AccountField
                  name="password"
                  label={t('signIn.password')}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                />
                {needsCode ? (
                  <AccountField
                    name="code"
                    label={t('signIn.code')}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                  />
                ) : null}
                <DialogFormActions
                  onCancel={() => onDone(false)}
                  submitLabel={t('reauth.submit')}
                  isSubmitting={isSubmitting}
                />
              </Stack>
            </Form>
          )}
        </Formik>
      </Dialog>
    </Modal>
  );
}
