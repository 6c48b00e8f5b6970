import type { Key, ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { field } from '../TextField/field.css';
import { FieldHelp, FieldLabel } from '../TextField/FieldLabel';
import { listBox, option, popover, trigger, value } from './Select.css';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<RACSelectProps<SelectOption>, 'children' | 'items' | 'value' | 'defaultValue' | 'onChange'> {
  label: ReactNode;
  items: readonly SelectOption[];
  /** Shown while nothing is chosen. It is not an option, so it can never be selected again. */
  placeholder?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid`. */
  errorMessage?: ReactNode;
}

/** A labelled single-choice dropdown (button + listbox), typed to string ids for forms. */
export function Select({
  label,
  items,
  placeholder,
  description,
  errorMessage,
  onChange,
  className,
  ...rest
}: SelectProps) {
  return (
    <RACSelect
      {...rest}
      placeholder={placeholder}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className={trigger}>
        <SelectValue className={value} />
        <Icon name="chevron-down" size="sm" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={4}>
        <ListBox className={listBox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={option}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <Icon name="check" size="sm" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
