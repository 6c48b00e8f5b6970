import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import {
  description as descriptionClass,
  errorMessage as errorClass,
  label as labelClass,
  requiredMark,
} from './field.css';

/** Label with the required "*" that the forms' "fields marked * are required" note refers to. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={labelClass}>
      {children}
      {/* Hidden from screen readers: the input itself is announced as required. */}
      {isRequired && (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Help text and error below a field; RAC links both to the input through aria-describedby. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </>
  );
}
