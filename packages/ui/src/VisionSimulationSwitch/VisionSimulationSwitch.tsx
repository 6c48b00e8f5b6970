import { visionDeficiencies } from '@site/color';
import {
  Label,
  Radio,
  RadioGroup,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import * as styles from './VisionSimulationSwitch.css';

export const visionSimulations = ['none', ...visionDeficiencies] as const;
export type VisionSimulation = (typeof visionSimulations)[number];

export interface VisionSimulationValue {
  deficiency: VisionSimulation;
  /** 0 (typical vision) to 1 (full deficiency). */
  severity: number;
}

export interface VisionSimulationLabels {
  /** @default 'Simulate colour vision' */
  group: string;
  /** @default 'Severity' */
  severity: string;
  /** One name per option. */
  options: Record<VisionSimulation, string>;
}

const englishLabels: VisionSimulationLabels = {
  group: 'Simulate colour vision',
  severity: 'Severity',
  options: {
    none: 'None',
    protanopia: 'Protanopia',
    deuteranopia: 'Deuteranopia',
    tritanopia: 'Tritanopia',
    achromatopsia: 'Achromatopsia',
  },
};

export interface VisionSimulationSwitchProps {
  value: VisionSimulationValue;
  onChange: (value: VisionSimulationValue) => void;
  /** Visible and accessible text; English by default, each option's name replaceable on its own. */
  labels?: Partial<Omit<VisionSimulationLabels, 'options'>> & {
    options?: Partial<VisionSimulationLabels['options']>;
  };
  className?: string;
}

/**
 * Which colour-vision deficiency to simulate (none, the three dichromacies, achromatopsia) as a radio group,
 * and how strongly (0–100 % in steps of 10). The severity slider is disabled while nothing is simulated. What
 * it recolours is the caller's: this only chooses.
 */
export function VisionSimulationSwitch({
  value,
  onChange,
  labels: overrides,
  className,
}: VisionSimulationSwitchProps) {
  const labels = {
    ...englishLabels,
    ...overrides,
    options: { ...englishLabels.options, ...overrides?.options },
  };
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <RadioGroup
        className={styles.group}
        value={value.deficiency}
        onChange={(deficiency) => onChange({ ...value, deficiency: deficiency as VisionSimulation })}
      >
        <Label className={styles.label}>{labels.group}</Label>
        <div className={styles.options}>
          {visionSimulations.map((option) => (
            <Radio key={option} value={option} className={styles.option}>
              {labels.options[option]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <Slider
        className={styles.slider}
        minValue={0}
        maxValue={1}
        step={0.1}
        value={value.severity}
        onChange={(severity) => onChange({ ...value, severity })}
        formatOptions={{ style: 'percent' }}
        isDisabled={value.deficiency === 'none'}
      >
        <Label className={styles.label}>{labels.severity}</Label>
        <SliderOutput className={styles.output} />
        <SliderTrack className={styles.track}>
          {({ state }) => (
            <>
              <span className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className={styles.thumb} />
            </>
          )}
        </SliderTrack>
      </Slider>
    </div>
  );
}
