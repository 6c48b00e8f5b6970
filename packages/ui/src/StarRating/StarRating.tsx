import type { ReactNode } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { field } from '../TextField/field.css';
import { FieldHelp, FieldLabel } from '../TextField/FieldLabel';
import { filled, filledIcon, star, stars } from './StarRating.css';

export const starRatingMax = 5;

export interface StarRatingProps
  extends Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'orientation' | 'children'> {
  label: ReactNode;
  /** 1–5; 0 means no star chosen yet. */
  value?: number;
  /** @default 0 */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Accessible name of each star. @default (n) => n === 1 ? '1 star' : `${n} stars` */
  starLabel?: (value: number) => string;
  description?: ReactNode;
  /** Shown (and announced) when `isInvalid`. */
  errorMessage?: ReactNode;
}

const englishStarLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);
const toKey = (n: number | undefined) => (n === undefined ? undefined : n > 0 ? String(n) : null);

/**
 * A 1–5 rating as a radio group of five stars: arrow keys move and choose, each star has its own name,
 * and every star up to the chosen one is filled.
 */
export function StarRating({
  label,
  value,
  defaultValue = 0,
  onChange,
  starLabel = englishStarLabel,
  description,
  errorMessage,
  className,
  ...rest
}: StarRatingProps) {
  return (
    <RadioGroup
      {...rest}
      orientation="horizontal"
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => onChange?.(Number(key))}
      className={[field, className].filter(Boolean).join(' ')}
    >
      {({ state }) => {
        const current = Number(state.selectedValue ?? 0);
        return (
          <>
            <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
            <div className={stars}>
              {Array.from({ length: starRatingMax }, (_, i) => i + 1).map((n) => (
                <Radio
                  key={n}
                  value={String(n)}
                  aria-label={starLabel(n)}
                  className={[star, n <= current ? filled : ''].filter(Boolean).join(' ')}
                >
                  <Icon name="star" size="lg" className={n <= current ? filledIcon : undefined} />
                </Radio>
              ))}
            </div>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </>
        );
      }}
    </RadioGroup>
  );
}
