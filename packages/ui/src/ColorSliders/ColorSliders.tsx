import type { Hsl } from '@site/color';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import { ColorChannelSlider } from './ColorChannelSlider';
import * as styles from './ColorSliders.css';

export interface ColorSlidersProps {
  value: Hsl;
  onChange: (value: Hsl) => void;
  /** Name of the group. @default 'HSL sliders' */
  label?: string;
  /** @default 'Hue' */
  hueLabel?: string;
  /** @default 'Saturation' */
  saturationLabel?: string;
  /** @default 'Lightness' */
  lightnessLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

/** Hue 0–360, saturation 0–100 and lightness 0–100 in steps of 1 (spec §5), each with its label and value. */
export function ColorSliders({
  value,
  onChange,
  label = 'HSL sliders',
  hueLabel = 'Hue',
  saturationLabel = 'Saturation',
  lightnessLabel = 'Lightness',
  isDisabled,
  className,
}: ColorSlidersProps) {
  return (
    <fieldset className={[styles.root, className].filter(Boolean).join(' ')}>
      <legend className={visuallyHidden}>{label}</legend>
      <ColorChannelSlider
        channel="hue"
        label={hueLabel}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
      />
      <ColorChannelSlider
        channel="saturation"
        label={saturationLabel}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
      />
      <ColorChannelSlider
        channel="lightness"
        label={lightnessLabel}
        value={value}
        onChange={onChange}
        isDisabled={isDisabled}
      />
    </fieldset>
  );
}
