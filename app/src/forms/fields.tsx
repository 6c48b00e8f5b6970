import type { FieldErrorCode, FieldErrors } from '@site/schemas';
import { useField, useFormikContext } from 'formik';
import { createContext, type ReactNode, useContext } from 'react';
import { NativeSelect, type NativeSelectOption, StarRating, TextArea, TextField } from '@site/ui';
import { useLeaveField } from './leaveField';
import { fieldErrorMessage } from './submission';

/**
 * The Formik adapter: Formik holds values and error *codes*; these components turn a code into the page
 * language at render time, so switching language re-words the errors without validating again.
 */

export interface FormStatus {
  /** Codes the server reported for fields; each clears when its field changes. */
  serverErrors: FieldErrors<string>;
}

const ErrorMessagesContext = createContext<Record<FieldErrorCode, string> | undefined>(undefined);

export function ErrorMessagesProvider({
  messages,
  children,
}: {
  messages: Record<FieldErrorCode, string>;
  children: ReactNode;
}) {
  return <ErrorMessagesContext.Provider value={messages}>{children}</ErrorMessagesContext.Provider>;
}

interface AdaptedFieldProps {
  name: string;
  label: string;
  description?: string | undefined;
  isRequired?: boolean;
  /** The schema's length limit, used in "at most {max} characters". */
  maxLength?: number;
  /** Overrides the message for the `required` code (a star rating is not "filled in"). */
  requiredMessage?: string;
}

/**
 * Wires one Formik field: its name, label, description and required flag, value, change by value (RAC calls
 * `onChange(value)`), blur, and the error shown.
 */
function useAdaptedField<Value>({
  name,
  label,
  description,
  isRequired,
  maxLength,
  requiredMessage,
}: AdaptedFieldProps) {
  const [field, meta, helpers] = useField<Value>(name);
  const { status, setStatus } = useFormikContext<unknown>();
  const onBlur = useLeaveField(name);
  const messages = useContext(ErrorMessagesContext);
  if (!messages) throw new Error('Wrap form fields in <ErrorMessagesProvider>.');
  const serverErrors = (status as FormStatus | undefined)?.serverErrors ?? {};
  const clientCode = meta.touched ? (meta.error as FieldErrorCode | undefined) : undefined;
  const code = clientCode ?? serverErrors[name];
  const errorMessage =
    code === undefined
      ? undefined
      : code === 'required' && requiredMessage
        ? requiredMessage
        : fieldErrorMessage(messages, code, maxLength);
  return {
    name,
    label,
    description,
    isRequired: isRequired ?? false,
    value: field.value,
    isInvalid: code !== undefined,
    errorMessage,
    onChange: (value: Value) => {
      if (serverErrors[name] !== undefined) {
        const { [name]: _cleared, ...rest } = serverErrors;
        setStatus({ serverErrors: rest } satisfies FormStatus);
      }
      void helpers.setValue(value);
    },
    onBlur,
  };
}

/** Marks the spot focus moves to when this field is the first invalid one after a submit. */
function FieldSlot({ name, children }: { name: string; children: ReactNode }) {
  return <div data-field={name}>{children}</div>;
}

export function TextInputField(
  props: AdaptedFieldProps & {
    type?: 'text' | 'email';
    autoComplete?: string;
    /** Also sets the browser's `required` attribute (spec §5 asks for it on the survey's name). */
    nativeRequired?: boolean;
  },
) {
  const adapted = useAdaptedField<string>(props);
  return (
    <FieldSlot name={props.name}>
      <TextField
        {...adapted}
        // RAC writes the browser's `required` attribute only in native mode. The form itself is noValidate
        // (validationBehavior="aria" on <Form>), so the browser never blocks the submit; the error shown is
        // still the schema's, through `isInvalid`.
        validationBehavior={props.nativeRequired ? 'native' : 'aria'}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
      />
    </FieldSlot>
  );
}

export function TextAreaField(props: AdaptedFieldProps & { rows: number }) {
  const adapted = useAdaptedField<string>(props);
  return (
    <FieldSlot name={props.name}>
      <TextArea {...adapted} rows={props.rows} />
    </FieldSlot>
  );
}

/**
 * A single choice as the browser's own select (`NativeSelect`), so the form also works before and without its
 * script: the same element the browser sends with the form, which Formik drives once the script runs.
 */
export function SelectField(
  props: AdaptedFieldProps & {
    options: readonly NativeSelectOption[];
    placeholder: string;
    /** Sets the browser's `required` attribute on the select (spec §5). */
    nativeRequired?: boolean;
  },
) {
  const adapted = useAdaptedField<string>(props);
  return (
    <FieldSlot name={props.name}>
      <NativeSelect
        {...adapted}
        nativeRequired={props.nativeRequired ?? false}
        placeholder={props.placeholder}
        items={props.options}
      />
    </FieldSlot>
  );
}

export function StarRatingField(props: AdaptedFieldProps & { starLabels: readonly string[] }) {
  const adapted = useAdaptedField<number>(props);
  return (
    <FieldSlot name={props.name}>
      <StarRating {...adapted} starLabel={(stars) => props.starLabels[stars - 1] ?? String(stars)} />
    </FieldSlot>
  );
}

/** Moves focus into the first invalid field: its text box, select or first star. */
export function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (!form || name === undefined) return;
  const slot = form.querySelector(`[data-field="${CSS.escape(name)}"]`);
  const target = slot?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select, button:not([tabindex="-1"])',
  );
  target?.focus();
}
