import { isHexColor } from '@site/color';
import { useState } from 'react';
import {
  ColorSwatch,
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import * as styles from './HexColorField.css';

export interface HexColorFieldProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'children' | 'isInvalid'> {
  /** The last accepted colour, `#RRGGBB`. */
  value: string;
  /** Called only with text that is `#` and six hex digits (either case). */
  onChange: (hex: string) => void;
  /** @default 'Hex Color' */
  label?: string;
  /** Format hint under the field. @default 'A # followed by six hex digits, e.g. #03B5AA' */
  description?: string;
  /**
   * Said once the field is left with text that is not a colour.
   * @default 'Not a hex color yet; the swatch shows the color still in use.'
   */
  errorMessage?: string;
}

/**
 * The Color Manager's hex input (spec §5): text that is not exactly `#` + six hex digits stays in the field
 * but is not passed on, so half-typed colours never reach the palettes. The swatch shows the last accepted
 * colour. Once the field is left with such text, an error message says so.
 */
export function HexColorField({
  value,
  onChange,
  label = 'Hex Color',
  description = 'A # followed by six hex digits, e.g. #03B5AA',
  errorMessage = 'Not a hex color yet; the swatch shows the color still in use.',
  className,
  onBlur,
  ...props
}: HexColorFieldProps) {
  const [text, setText] = useState(value);
  // Text that is not a colour is marked invalid once the field is left (and until it is a colour again), so the
  // error does not flash up with every digit typed.
  const [left, setLeft] = useState(false);
  const [acceptedValue, setAcceptedValue] = useState(value);
  // A new colour from outside (wheel, sliders, presets) replaces the text, unless it is what was typed.
  if (value !== acceptedValue) {
    setAcceptedValue(value);
    if (value.toLowerCase() !== text.toLowerCase()) {
      setText(value);
      setLeft(false);
    }
  }
  const isValid = isHexColor(text);

  return (
    <TextField
      {...props}
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={text}
      isInvalid={!isValid && left}
      validationBehavior="aria"
      spellCheck="false"
      autoComplete="off"
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      onChange={(next) => {
        setText(next);
        if (isHexColor(next)) {
          setAcceptedValue(next);
          onChange(next);
        }
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.row}>
        <ColorSwatch className={styles.swatch} color={isHexColor(value) ? value : '#000000'} aria-hidden />
        <Input className={styles.input} maxLength={7} />
      </div>
      <Text slot="description" className={styles.description}>
        {description}
      </Text>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </TextField>
  );
}
