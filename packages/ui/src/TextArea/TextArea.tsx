import type { ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps,
} from 'react-aria-components';
import { field, textArea } from '../TextField/field.css';
import { FieldHelp, FieldLabel } from '../TextField/FieldLabel';

export interface TextAreaProps extends TextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid`. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Visible lines before it scrolls (survey comment 4, support message 5). @default 4 */
  rows?: number;
}

/** A labelled multi-line input; same validation contract as `TextField`. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...rest
}: TextAreaProps) {
  return (
    <RACTextField {...rest} className={[field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <RACTextArea className={textArea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
