import { isAccountErrorCode } from '@site/schemas';
import { Button, Stack, TextField } from '@site/ui';
import { useField, useFormikContext } from 'formik';
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
