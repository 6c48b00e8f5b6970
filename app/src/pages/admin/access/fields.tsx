import { isAccountErrorCode } from '@site/schemas';
import { TextField } from '@site/ui';
import { useField, useFormikContext } from 'formik';
import type { AdminMessageKey } from '../adminMessages';
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
  const { submitCount } = useFormikContext();
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
      onChange={(value) => helpers.setValue(value)}
      onBlur={() => helpers.setTouched(true)}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      validationBehavior="aria"
      isRequired
    />
  );
}
