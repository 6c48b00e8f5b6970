import { isAccountErrorCode } from '@site/schemas';
import { Button, Stack, TextField } from '@site/ui';
import { useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { AdminMessageKey } from '../adminMessages';
import { useLeaveField } from '../../../forms/leaveField';
import { useAdminT } from '../adminMessages';

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
}: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  description?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  autoFocus?: boolean;
}) {
  const t = useAdminT();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount, status, setStatus } = useFormikContext();
  const onBlur = useLeaveField(name);
  // An empty field is not called out on leaving it, only on sending: an error appearing on blur would move the
  // buttons below it under the pointer, and pressing "Use a recovery code instead" would miss.
  const shown = submitCount > 0 || (meta.touched && (field.value ?? '') !== '');
  const code = shown ? meta.error : undefined;
  const errorMessage = code
    ? t(`field.${isAccountErrorCode(code) ? code : 'invalid_type'}` as AdminMessageKey)
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
  password,
  emailAutoComplete = 'username',
}: {
  password: 'current' | 'new';
  emailAutoComplete?: 'username' | 'off';
}) {
  const t = useAdminT();
  return (
    <>
      <AccountField
        name="email"
        label={t('signIn.email')}
        type="email"
        autoComplete={emailAutoComplete}
        inputMode="email"
      />
      <AccountField
        name="password"
        label={t('signIn.password')}
        type="password"
        autoComplete={`${password}-password`}
        description={password === 'new' ? t('password.help') : undefined}
      />
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
  const t = useAdminT();
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
 * Placed inside a form: after a send that found errors, the first field with one takes the focus, so its message
 * is read out with it instead of the focus staying on the button with nothing said.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const hasErrors = Object.keys(errors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per finished send, not on every edit after it
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValidating || !hasErrors) return;
    const invalid = marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, textarea, button')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, textarea, button');
    target?.focus();
  }, [submitCount, isSubmitting]);
  return <span ref={marker} hidden />;
}
