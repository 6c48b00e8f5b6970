import { formatOklch, type Oklch, oklchToHex } from '@site/color';
import { useId } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack, useLocale } from 'react-aria-components';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './OklchSliders.css';

export interface OklchSlidersLabels {
  /** @default 'OKLCH sliders' */
  group: string;
  /** @default 'Lightness' */
  lightness: string;
  /** @default 'Chroma' */
  chroma: string;
  /** @default 'Hue' */
  hue: string;
  /** Before the colour that is shown, e.g. "Shown: #03B5AA". @default 'Shown' */
  shown: string;
  /** `{hex}` and `{deltaE}` are filled in. @default 'Outside sRGB: shown as {hex}, moved by ΔE {deltaE} (OKLab; 0.02 is just noticeable).' */
  gamutWarning: string;
}

const englishLabels: OklchSlidersLabels = {
  group: 'OKLCH sliders',
  lightness: 'Lightness',
  chroma: 'Chroma',
  hue: 'Hue',
  shown: 'Shown',
  gamutWarning: 'Outside sRGB: shown as {hex}, moved by ΔE {deltaE} (OKLab; 0.02 is just noticeable).',
};

/** The chroma slider's end: a little above the most saturated sRGB colour (0.32), so P3-like picks are possible. */
export const maxOklchChroma = 0.4;

type Channel = 'l' | 'c' | 'h';
const channels: Record<
  Channel,
  { max: number; step: number; scale: number; format: Intl.NumberFormatOptions }
> = {
  // Units in the format, so the value a screen reader hears has them too ("69%", "184°"), not only the output.
  l: {
    max: 100,
    step: 0.5,
    scale: 100,
    format: { style: 'unit', unit: 'percent', maximumFractionDigits: 1 },
  },
  c: {
    max: maxOklchChroma,
    step: 0.005,
    scale: 1,
    format: { minimumFractionDigits: 3, maximumFractionDigits: 3 },
  },
  h: {
    max: 360,
    step: 1,
    scale: 1,
    format: { style: 'unit', unit: 'degree', unitDisplay: 'narrow', maximumFractionDigits: 0 },
  },
};
/** The channel's track: what the colour looks like along it, each stop brought into sRGB the way the result is. */
function trackGradient(value: Oklch, channel: Channel): string {
  const stops = Array.from({ length: 13 }, (_, index) => {
    const at = (index / 12) * (channels[channel].max / channels[channel].scale);
    return oklchToHex({ ...value, [channel]: at }).hex;
  });
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

export interface OklchSlidersProps {
  /** The requested colour; it may lie outside sRGB. */
  value: Oklch;
  onChange: (value: Oklch) => void;
  /** Visible and accessible text; English by default. */
  labels?: Partial<OklchSlidersLabels>;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Lightness (0–100 %, steps of 0.5), chroma (0–0.4, steps of 0.005) and hue (0–360°) in OKLCH, with the colour
 * that is really shown: a request outside sRGB is brought in by lowering chroma (CSS Color 4), and the warning
 * says how far it moved. The warning is a polite live region and describes every slider, so it is heard both
 * when it appears and when a slider is focused.
 */
export function OklchSliders({
  value,
  onChange,
  labels: overrides,
  isDisabled,
  className,
}: OklchSlidersProps) {
  const labels = { ...englishLabels, ...overrides };
  const { locale } = useLocale();
  const warningId = useId();
  const shown = oklchToHex(value);
  const deltaE = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
    shown.deltaE,
  );
  const names: Record<Channel, string> = { l: labels.lightness, c: labels.chroma, h: labels.hue };

  return (
    <fieldset className={[styles.root, className].filter(Boolean).join(' ')}>
      <legend className={visuallyHidden}>{labels.group}</legend>
      {(['l', 'c', 'h'] as const).map((channel) => {
        const { max, step, scale, format } = channels[channel];
        return (
          <Slider
            key={channel}
            className={styles.slider}
            minValue={0}
            maxValue={max}
            step={step}
            value={Math.min(max, Math.max(0, value[channel] * scale))}
            onChange={(next) => onChange({ ...value, [channel]: next / scale })}
            formatOptions={format}
            isDisabled={isDisabled}
            aria-describedby={shown.outOfGamut ? warningId : undefined}
          >
            <Label className={styles.label}>{names[channel]}</Label>
            <SliderOutput className={styles.output}>
              {({ state }) => state.getThumbValueLabel(0)}
            </SliderOutput>
            <SliderTrack className={styles.track} style={{ background: trackGradient(value, channel) }}>
              <SliderThumb className={styles.thumb} style={{ backgroundColor: shown.hex }} />
            </SliderTrack>
          </Slider>
        );
      })}
      <div className={styles.result}>
        <span className={styles.swatch} style={{ backgroundColor: shown.hex }} aria-hidden="true" />
        <span>
          {labels.shown}: <span className={styles.mono}>{shown.hex}</span>{' '}
          <span className={styles.mono}>{formatOklch(shown.mapped)}</span>
        </span>
      </div>
      <div role="status" className={styles.status}>
        {shown.outOfGamut ? (
          <p id={warningId} className={styles.warning}>
            <span className={styles.warningIcon} aria-hidden="true">
              !
            </span>
            {labels.gamutWarning.replace('{hex}', shown.hex).replace('{deltaE}', deltaE)}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
