import {
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  type SelectProps,
  SelectValue,
  Text,
  TextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import * as styles from './controls.css';

/**
 * The form controls the two public forms need, on react-aria-components. @site/ui has no TextField, TextArea,
 * Select or StarRating exported yet; once it does, fields.tsx should import those instead and this file goes.
 * The props follow the RAC starter kit, so the swap is an import change.
 */

interface FieldTextProps {
  label: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
}

function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

function FieldFooter({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
    </>
  );
}

export interface FormTextFieldProps extends Omit<TextFieldProps, 'children'>, FieldTextProps {
  /** Sets the browser's `required` attribute even with `validationBehavior="aria"`. */
  nativeRequired?: boolean;
}

export function FormTextField({
  label,
  description,
  errorMessage,
  nativeRequired,
  ...props
}: FormTextFieldProps) {
  return (
    <TextField {...props} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Input className={styles.input} required={nativeRequired} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </TextField>
  );
}

export interface FormTextAreaProps extends Omit<TextFieldProps, 'children'>, FieldTextProps {
  rows: number;
}

export function FormTextArea({ label, description, errorMessage, rows, ...props }: FormTextAreaProps) {
  return (
    <TextField {...props} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <TextArea className={styles.textArea} rows={rows} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </TextField>
  );
}

export interface FormSelectOption {
  id: string;
  label: string;
}

export interface FormSelectProps
  extends Omit<SelectProps<FormSelectOption>, 'children' | 'items'>,
    FieldTextProps {
  options: readonly FormSelectOption[];
}

export function FormSelect({ label, description, errorMessage, options, ...props }: FormSelectProps) {
  return (
    <Select {...props} className={styles.field}>
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Button className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

export interface FormStarRatingProps extends FieldTextProps {
  /** 0 means nothing chosen yet. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Accessible names of the stars, one star first. */
  starLabels: readonly string[];
  name?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
}

export function FormStarRating({
  label,
  description,
  errorMessage,
  value,
  onChange,
  onBlur,
  starLabels,
  ...props
}: FormStarRatingProps) {
  return (
    <RadioGroup
      {...props}
      className={styles.field}
      orientation="horizontal"
      value={value === 0 ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      onBlur={onBlur}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={styles.stars}>
        {starLabels.map((starLabel, index) => (
          <Radio
            key={starLabel}
            value={String(index + 1)}
            className={index < value ? `${styles.star} ${styles.starFilled}` : styles.star}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
              />
            </svg>
            <span className={styles.starLabel}>{starLabel}</span>
          </Radio>
        ))}
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}

/**
 * The anti-spam honeypot: people never see or reach it (off-screen, out of the tab order, hidden from assistive
 * tech), so anything typed into it came from a bot filling every input.
 */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
