import { isHexColor } from '@site/color';
import { useState } from 'react';
import { ColorSwatch, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';
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
}

/**
 * The Color Manager's hex input (spec §5): text that is not exactly `#` + six hex digits stays in the field
 * but is not passed on, so half-typed colours never reach the palettes. The swatch shows the last accepted
 * colour.
 */
export function HexColorField({
  value,
  onChange,
  label = 'Hex Color',
  description = 'A # followed by six hex digits, e.g. #03B5AA',
  className,
  ...props
}: HexColorFieldProps) {
  const [text, setText] = useState(value);
  const [acceptedValue, setAcceptedValue] = useState(value);
  // A new colour from outside (wheel, sliders, presets) replaces the text, unless it is what was typed.
  if (value !== acceptedValue) {
    setAcceptedValue(value);
    if (value.toLowerCase() !== text.toLowerCase()) setText(value);
  }
  const isValid = isHexColor(text);

  return (
    <TextField
      {...props}
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={text}
      isInvalid={!isValid}
      validationBehavior="aria"
      spellCheck="false"
      autoComplete="off"
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
    </TextField>
  );
}
