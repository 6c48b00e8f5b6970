import { ColorSwatch, ColorSwatchPicker, ColorSwatchPickerItem } from 'react-aria-components';
import * as styles from './ColorPresets.css';

/** The ten preset swatches of the Color Manager (spec §9). */
export const defaultColorPresets = [
  '#03B5AA',
  '#5F3798',
  '#FF6B6B',
  '#4D7AFF',
  '#FF9F1C',
  '#2EC4B6',
  '#E71D36',
  '#235789',
  '#8338EC',
  '#3A86FF',
] as const;

export interface ColorPreset {
  color: string;
  /** Accessible name; defaults to the hex code. */
  name?: string;
}

export interface ColorPresetsProps {
  /** The selected colour as `#RRGGBB`; no swatch is selected when it matches none. */
  value?: string;
  onChange: (hex: string) => void;
  /** @default the ten swatches of spec §9 */
  presets?: readonly (string | ColorPreset)[];
  /** Name of the swatch list. @default 'Preset colors' */
  label?: string;
  className?: string;
}

const noPreset = 'rgba(0, 0, 0, 0)';

/** A grid of preset colours; arrow keys move between swatches and Enter or Space selects (RAC ColorSwatchPicker). */
export function ColorPresets({
  value,
  onChange,
  presets = defaultColorPresets,
  label = 'Preset colors',
  className,
}: ColorPresetsProps) {
  const items = presets.map((preset) => (typeof preset === 'string' ? { color: preset } : preset));
  const selected = items.find((item) => item.color.toLowerCase() === value?.toLowerCase());
  return (
    <ColorSwatchPicker
      aria-label={label}
      className={[styles.picker, className].filter(Boolean).join(' ')}
      // RAC marks the item equal to its value. A colour that is no preset (or not a colour yet, while typed) is
      // passed as one no item can equal (transparent), so nothing looks chosen and the picker stays controlled:
      // switching between a value and none made React warn, and lost the choice.
      value={selected?.color ?? noPreset}
      onChange={(color) => onChange(color.toString('hex').toUpperCase())}
    >
      {items.map((item) => (
        <ColorSwatchPickerItem key={item.color} color={item.color} className={styles.item}>
          <ColorSwatch className={styles.swatch} colorName={item.name ?? item.color.toUpperCase()} />
        </ColorSwatchPickerItem>
      ))}
    </ColorSwatchPicker>
  );
}
