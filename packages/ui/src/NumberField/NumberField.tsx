import type { ReactNode } from 'react';
import {
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { field, input } from '../TextField/field.css';
import { FieldHelp, FieldLabel } from '../TextField/FieldLabel';

export interface NumberFieldProps extends RACNumberFieldProps {
  label: ReactNode;
  /** Help text below the field, announced as its description. */
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid`; Formik passes its error here. */
  errorMessage?: ReactNode;
}

/**
 * A labelled number input: typed in the reader's locale (`1.999` in German, `1,999` in English, as the
 * `I18nProvider` around it says), raised and lowered with the arrow keys, handed out as a number (`NaN` when
 * empty). Same validation contract as `TextField`.
 */
export function NumberField({ label, description, errorMessage, className, ...rest }: NumberFieldProps) {
  return (
    <RACNumberField {...rest} className={[field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input className={input} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
