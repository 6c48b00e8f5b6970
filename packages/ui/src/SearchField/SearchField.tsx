import type { ReactNode } from 'react';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { field, input } from '../TextField/field.css';
import { FieldHelp, FieldLabel } from '../TextField/FieldLabel';
import { clearButton, inputWrap, searchIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps extends RACSearchFieldProps {
  /** Visible label; use `aria-label` instead when a visible one would repeat the heading. */
  label?: ReactNode;
  placeholder?: string;
  /** Accessible name of the × button that empties the field. @default 'Clear search' */
  clearLabel?: string;
  description?: ReactNode;
}

/** A search box: Escape or the × button clears it, Enter calls `onSubmit`. */
export function SearchField({
  label,
  placeholder,
  clearLabel = 'Clear search',
  description,
  className,
  ...rest
}: SearchFieldProps) {
  return (
    <RACSearchField {...rest} className={[field, className].filter(Boolean).join(' ')}>
      {({ isEmpty }) => (
        <>
          {label && <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
          <div className={inputWrap}>
            <Icon name="search" size="sm" className={searchIcon} />
            <Input className={[input, searchInput].join(' ')} placeholder={placeholder} />
            {!isEmpty && (
              <Button className={clearButton} aria-label={clearLabel}>
                <Icon name="close" size="sm" />
              </Button>
            )}
          </div>
          <FieldHelp description={description} />
        </>
      )}
    </RACSearchField>
  );
}
