import { type Hsl, hexToHsl, hslToHex, isHexColor, normalizeHex } from '@site/color';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ColorPresets } from '../ColorPresets/ColorPresets';
import { ColorSliders } from '../ColorSliders/ColorSliders';
import { ColorWheel } from '../ColorWheel/ColorWheel';
import { HexColorField } from '../HexColorField/HexColorField';
import * as styles from './ColorPicker.css';

export const colorPickerTabs = ['wheel', 'sliders', 'presets'] as const;
export type ColorPickerTab = (typeof colorPickerTabs)[number];

/** The picker's starting colour when it is given none (spec §4): hue 0, saturation 100, lightness 50. */
export const defaultPickerHsl: Hsl = { h: 0, s: 100, l: 50 };

export interface ColorPickerLabels {
  /** @default 'Color picker' */
  tabs: string;
  /** @default 'Color Wheel' */
  wheelTab: string;
  /** @default 'HSL Sliders' */
  slidersTab: string;
  /** @default 'Presets' */
  presetsTab: string;
  /** @default 'Color wheel' */
  wheel: string;
  /** @default 'Hue' */
  hue: string;
  /** @default 'Saturation' */
  saturation: string;
  /** @default 'Lightness' */
  lightness: string;
  /** @default 'Preset colors' */
  presets: string;
  /** @default 'Hex Color' */
  hex: string;
  /** @default 'A # followed by six hex digits, e.g. #03B5AA' */
  hexDescription: string;
  /** @default 'Not a hex color yet; the swatch shows the color still in use.' */
  hexError: string;
}

const englishLabels: ColorPickerLabels = {
  tabs: 'Color picker',
  wheelTab: 'Color Wheel',
  slidersTab: 'HSL Sliders',
  presetsTab: 'Presets',
  wheel: 'Color wheel',
  hue: 'Hue',
  saturation: 'Saturation',
  lightness: 'Lightness',
  presets: 'Preset colors',
  hex: 'Hex Color',
  hexDescription: 'A # followed by six hex digits, e.g. #03B5AA',
  hexError: 'Not a hex color yet; the swatch shows the color still in use.',
};

export interface ColorPickerProps {
  /** The colour as `#RRGGBB`; leave out to let the picker keep its own, starting at hsl(0 100% 50%). */
  value?: string;
  /** Called with an upper-case `#RRGGBB` whenever any of the inputs changes the colour. */
  onChange?: (hex: string) => void;
  /** @default 'wheel' */
  defaultTab?: ColorPickerTab;
  /** Wheel diameter in px. @default 240 */
  wheelSize?: number;
  /** Visible and accessible text; English by default. */
  labels?: Partial<ColorPickerLabels>;
  className?: string;
}

/**
 * The Color Manager's picker: wheel, HSL sliders and presets in tabs, with the hex field below. HSL is
 * kept as state next to the hex value because hex → HSL is lossy at the edges (a grey has no hue): dragging
 * saturation to 0 and back must not throw the chosen hue away.
 */
export function ColorPicker({
  value,
  onChange,
  defaultTab = 'wheel',
  wheelSize = 240,
  labels: labelOverrides,
  className,
}: ColorPickerProps) {
  const labels = { ...englishLabels, ...labelOverrides };
  const [hsl, setHsl] = useState<Hsl>(() => (value && hexToHsl(value)) || defaultPickerHsl);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    const next = value ? hexToHsl(value) : undefined;
    if (next && normalizeHex(value!) !== hslToHex(hsl)) setHsl(next);
  }
  const hex = value && isHexColor(value) ? normalizeHex(value) : hslToHex(hsl);

  const changeHsl = (next: Hsl) => {
    setHsl(next);
    onChange?.(hslToHex(next));
  };
  const changeHex = (next: string) => {
    const parsed = hexToHsl(next);
    if (!parsed) return;
    setHsl(parsed);
    onChange?.(normalizeHex(next));
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label={labels.tabs} className={styles.tabList}>
          <Tab id="wheel" className={styles.tab}>
            {labels.wheelTab}
          </Tab>
          <Tab id="sliders" className={styles.tab}>
            {labels.slidersTab}
          </Tab>
          <Tab id="presets" className={styles.tab}>
            {labels.presetsTab}
          </Tab>
        </TabList>
        <TabPanel id="wheel" className={styles.panel}>
          <ColorWheel
            value={hsl}
            onChange={changeHsl}
            size={wheelSize}
            label={labels.wheel}
            hueLabel={labels.hue}
            saturationLabel={labels.saturation}
            lightnessLabel={labels.lightness}
          />
        </TabPanel>
        <TabPanel id="sliders" className={styles.panel}>
          <ColorSliders
            value={hsl}
            onChange={changeHsl}
            label={labels.slidersTab}
            hueLabel={labels.hue}
            saturationLabel={labels.saturation}
            lightnessLabel={labels.lightness}
          />
        </TabPanel>
        <TabPanel id="presets" className={styles.panel}>
          <ColorPresets value={hex} onChange={changeHex} label={labels.presets} />
        </TabPanel>
      </Tabs>
      <HexColorField
        value={hex}
        onChange={changeHex}
        label={labels.hex}
        description={labels.hexDescription}
        errorMessage={labels.hexError}
      />
    </div>
  );
}
