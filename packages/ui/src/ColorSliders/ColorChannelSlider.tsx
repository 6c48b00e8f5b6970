import type { Hsl } from '@site/color';
import {
  ColorSlider,
  type ColorSliderProps,
  ColorThumb,
  Label,
  parseColor,
  SliderOutput,
  SliderTrack,
} from 'react-aria-components';
import * as styles from './ColorChannelSlider.css';

export type HslChannel = 'hue' | 'saturation' | 'lightness';
const channelKey = { hue: 'h', saturation: 's', lightness: 'l' } as const satisfies Record<
  HslChannel,
  keyof Hsl
>;

export function hslToColor({ h, s, l }: Hsl) {
  return parseColor(`hsl(${h}, ${s}%, ${l}%)`);
}

export interface ColorChannelSliderProps
  extends Omit<
    ColorSliderProps,
    'value' | 'defaultValue' | 'onChange' | 'channel' | 'colorSpace' | 'children'
  > {
  channel: HslChannel;
  value: Hsl;
  onChange: (value: Hsl) => void;
  label: string;
}

/**
 * One HSL channel on a RAC ColorSlider. RAC steps hue, saturation and lightness by 1 and paints the track
 * with the channel's own gradient, which is exactly what the Color Manager's sliders need.
 */
export function ColorChannelSlider({
  channel,
  value,
  onChange,
  label,
  className,
  ...props
}: ColorChannelSliderProps) {
  return (
    <ColorSlider
      {...props}
      className={[styles.slider, className].filter(Boolean).join(' ')}
      colorSpace="hsl"
      channel={channel}
      value={hslToColor(value)}
      onChange={(color) => onChange({ ...value, [channelKey[channel]]: color.getChannelValue(channel) })}
    >
      <Label className={styles.label}>{label}</Label>
      <SliderOutput className={styles.output} />
      <SliderTrack className={styles.track}>
        <ColorThumb className={styles.thumb} />
      </SliderTrack>
    </ColorSlider>
  );
}
