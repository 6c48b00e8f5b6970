import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { useField } from 'react-aria';
import { Icon } from '../Icon/Icon';
import {
  description as descriptionClass,
  errorMessage as errorClass,
  field,
  label as labelClass,
  requiredMark,
} from '../TextField/field.css';
import { box, chevron, select } from './NativeSelect.css';

export interface NativeSelectOption {
  id: string;
  label: string;
}

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  label: ReactNode;
  items: readonly NativeSelectOption[];
  /** The first, disabled option, chosen while nothing else is (its value is ''). */
  placeholder: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid`. */
  errorMessage?: ReactNode;
  /** @default false */
  isInvalid?: boolean;
  /** Shows the "*" and says so to assistive tech; `nativeRequired` also sets the browser's attribute. @default false */
  isRequired?: boolean;
  /** @default false */
  nativeRequired?: boolean;
}

/**
 * A labelled single choice as the browser's own `<select>`: it works before and without JavaScript (a form the
 * browser sends itself) and on a phone opens the platform's picker. Labelled and described like the other fields
 * (react-aria's `useField`), so it reads and looks as one of them.
 */
export function NativeSelect({
  label,
  items,
  placeholder,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  nativeRequired = false,
  className,
  ...rest
}: NativeSelectProps) {
  const shownError = isInvalid ? errorMessage : undefined;
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage: shownError,
    isInvalid,
  });
  return (
    <div className={[field, className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: useField's labelProps carry `htmlFor` with the select's id. */}
      <label {...labelProps} className={labelClass}>
        {label}
        {isRequired && (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={box}>
        <select
          {...rest}
          {...fieldProps}
          className={select}
          value={value}
          defaultValue={defaultValue}
          required={nativeRequired}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size="sm" className={chevron} />
      </div>
      {description && (
        <span {...descriptionProps} className={descriptionClass}>
          {description}
        </span>
      )}
      {shownError && (
        <span {...errorMessageProps} className={errorClass}>
          {shownError}
        </span>
      )}
    </div>
  );
}
