/**
 * Admin-only stand-ins for form fields, cards, badges and the confirmation dialog. The shared @site/ui barrel
 * does not export TextField, Select, SearchField, Card, Badge or AlertDialog yet; these keep the same RAC
 * shape so the admin can switch to the library versions without changing its screens.
 */
import { Button, Dialog, Heading, Modal, Stack, Text } from '@site/ui';
import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RACButton,
  SearchField as RACSearchField,
  Select as RACSelect,
  TextField as RACTextField,
  SelectValue,
  Text as RACText,
  TextArea,
} from 'react-aria-components';
import * as styles from './admin.css';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
  description?: string;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
}

export function AdminTextField({ label, errorMessage, description, placeholder, ...rest }: FieldProps) {
  return (
    <RACTextField
      {...rest}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <RACText slot="description" className={styles.help}>
          {description}
        </RACText>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}

export function AdminTextArea({ label, errorMessage, placeholder, ...rest }: FieldProps) {
  return (
    <RACTextField
      {...rest}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textArea} placeholder={placeholder} rows={4} />
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}

export interface SelectOption {
  id: string;
  label: string;
}

interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  errorMessage?: string;
  name?: string;
}

export function AdminSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  errorMessage,
  name,
}: SelectProps) {
  return (
    <RACSelect
      name={name}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      onBlur={onBlur}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <RACButton className={styles.selectButton}>
        <SelectValue>
          {({ isPlaceholder, defaultChildren }) =>
            isPlaceholder ? <span className={styles.placeholder}>{placeholder}</span> : defaultChildren
          }
        </SelectValue>
        <span aria-hidden="true">▾</span>
      </RACButton>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export function AdminSearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <RACSearchField aria-label={label} value={value} onChange={onChange} className={styles.field}>
      <Input className={styles.input} placeholder={label} />
    </RACSearchField>
  );
}

export function AdminCard({
  title,
  description,
  action,
  children,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  return (
    <section className={styles.card}>
      <Stack direction="row" justify="between" align="start" gap="4" wrap>
        <Stack gap="1">
          <Heading level={headingLevel} size="md">
            {title}
          </Heading>
          {description ? <Text tone="muted">{description}</Text> : null}
        </Stack>
        {action}
      </Stack>
      {children}
    </section>
  );
}

/** A confirmation: focus starts on Cancel so Enter never destroys by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="sm"
      isDismissable={false}
    >
      <Dialog role="alertdialog" title={title} hideCloseButton>
        <Stack gap="4">
          <Text>{message}</Text>
          <Stack direction="row" gap="2" justify="end">
            <Button variant="outline" onPress={onCancel} autoFocus>
              Cancel
            </Button>
            <Button onPress={onConfirm}>{confirmLabel}</Button>
          </Stack>
        </Stack>
      </Dialog>
    </Modal>
  );
}
