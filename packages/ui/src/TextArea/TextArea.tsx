import type { ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextAreaContext,
  TextField as RACTextField,
  type TextFieldProps,
  useSlottedContext,
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
      <TextAreaWithoutType className={textArea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

/**
 * RAC's TextField learns that its input is a textarea only once it is mounted, so the server render gives the
 * `<textarea>` the `type="text"` of an `<input>`, which HTML does not allow there.
 */
function TextAreaWithoutType(props: { className: string; placeholder?: string; rows: number }) {
  const { type: _inputType, ...context } = (useSlottedContext(TextAreaContext) ?? {}) as { type?: string };
  return (
    <TextAreaContext.Provider value={context}>
      <RACTextArea {...props} />
    </TextAreaContext.Provider>
  );
}
