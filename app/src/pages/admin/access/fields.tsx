import { isAccountErrorCode } from '@site/schemas';
import { Button, Stack, TextField } from '@site/ui';
import { type FormikValues, useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { AccessMessageKey } from './accessMessages';
import { useLeaveField } from '../../../forms/leaveField';
import { useAccessT } from './accessMessages';
import { feedbackText, type PasswordFieldCheck } from './newPassword';
import { useAdminLang } from '../adminLanguage';

/**
 * A text field of an admin account form: Formik owns the value and validation (yup codes), RAC shows the verdict
 * in the admin's language. Passwords are never trimmed or changed (ASVS 5.0 6.2.8) and allow pasting and password
 * managers (autocomplete).
 */
export function AccountField({
  name,
  label,
  type = 'text',
  autoComplete,
  description,
  inputMode,
  autoFocus,
  onFocus,
  errorDetail,
}: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  description?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  autoFocus?: boolean;
  onFocus?: () => void;
  /** More to say after the message of an error code (why a password is weak), or nothing. */
  errorDetail?: (code: string) => string;
}) {
  const t = useAccessT();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const onBlur = useLeaveField(name);
  // An empty field is not called out on leaving it, only on sending: an error appearing on blur would move the
  // buttons below it under the pointer, and pressing "Use a recovery code instead" would miss.
  const shown = submitCount > 0 || (meta.touched && (field.value ?? '') !== '');
  const code = shown ? meta.error : undefined;
  const detail = code ? errorDetail?.(code) : undefined;
  const errorMessage = code
    ? [t(`field.${isAccountErrorCode(code) ? code : 'invalid_type'}` as AccessMessageKey), detail]
        .filter(Boolean)
        .join('. ')
    : undefined;
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      autoFocus={autoFocus}
      description={description}
      value={field.value ?? ''}
      onChange={(value) => {
        // The server's last answer ("email or password is incorrect") was about the values before this edit.
        if (status !== undefined) setStatus(undefined);
        void helpers.setValue(value);
      }}
      onBlur={onBlur}
      onFocus={onFocus}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      validationBehavior="aria"
      isRequired
    />
  );
}

/**
 * Email and password of an account form: signing in (`current`), or choosing a password for a new account (`new`,
 * with the password rules as help). `emailAutoComplete="off"` when the email is someone else's.
 */
export function EmailPasswordFields({
  newPassword,
  emailAutoComplete = 'username',
}: {
  /** For a new account: the password is being chosen, and checked for strength. */
  newPassword?: PasswordFieldCheck;
  emailAutoComplete?: 'username' | 'off';
}) {
  const t = useAccessT();
  return (
    <>
      <AccountField
        name="email"
        label={t('signIn.email')}
        type="email"
        autoComplete={emailAutoComplete}
        inputMode="email"
      />
      {newPassword ? (
        <NewPasswordField
          name="password"
          label={t('signIn.password')}
          description={t('password.help')}
          check={newPassword}
        />
      ) : (
        <AccountField
          name="password"
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
        />
      )}
    </>
  );
}

/** The end of a form in a dialog: Cancel, then the form's submit button (pending while it is sent). */
export function DialogFormActions({
  onCancel,
  submitLabel,
  isSubmitting,
}: {
  onCancel: () => void;
  submitLabel: string;
  isSubmitting: boolean;
}) {
  const t = useAccessT();
  return (
    <Stack direction="row" gap="2" justify="end">
      <Button variant="outline" onPress={onCancel}>
        {t('reauth.cancel')}
      </Button>
      <Button type="submit" isPending={isSubmitting} pendingLabel={t('shell.loading')}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/**
 * The field a new password is typed into: loads the estimator when focused, checks the form again once it has
 * loaded (the verdict shown may have been made without it), and adds the estimator's feedback to "too easy to
 * guess".
 */
export function NewPasswordField({
  name,
  label,
  description,
  check,
}: {
  name: string;
  label: string;
  description: string;
  check: PasswordFieldCheck;
}) {
  const { lang } = useAdminLang();
  const { validateForm, submitCount, touched } = useFormikContext<FormikValues>();
  const loaded = check.strength !== undefined;
  const seen = submitCount > 0 || Boolean(touched[name]);
  // Only when the estimator arrives (the verdict shown may have been made without it); later edits validate as
  // usual. The ref keeps the effect to that one moment.
  const recheck = useRef<(() => void) | undefined>(undefined);
  recheck.current = seen ? () => void validateForm() : undefined;
  useEffect(() => {
    if (loaded) recheck.current?.();
  }, [loaded]);
  return (
    <AccountField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      description={description}
      onFocus={check.load}
      errorDetail={(code) => (code === 'weak_password' ? feedbackText(check, lang) : '')}
    />
  );
}
