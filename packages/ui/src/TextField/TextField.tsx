import type { ReactNode } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { field, input } from './field.css';
import { FieldHelp, FieldLabel } from './FieldLabel';

export interface TextFieldProps extends RACTextFieldProps {
  label: ReactNode;
  /** Help text below the field, announced as its description. */
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid`; Formik passes its error here. */
  errorMessage?: ReactNode;
  placeholder?: string;
}

/**
 * A labelled single-line input. Pass `validationBehavior="aria"` when a form library owns validation, so the
 * browser does not block submission; `isInvalid` + `errorMessage` then show the library's result.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <RACTextField {...rest} className={[field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input className={input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
