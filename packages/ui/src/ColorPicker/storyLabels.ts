import type { ColorPickerLabels } from './ColorPicker';

/** Story-only copy in both languages; the app brings its own from its message dictionaries. */
const labels: Record<'de' | 'en', ColorPickerLabels> = {
  en: {
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
  },
  de: {
    tabs: 'Farbauswahl',
    wheelTab: 'Farbrad',
    slidersTab: 'HSL-Regler',
    presetsTab: 'Vorlagen',
    wheel: 'Farbrad',
    hue: 'Farbton',
    saturation: 'Sättigung',
    lightness: 'Helligkeit',
    presets: 'Vorlagenfarben',
    hex: 'Hex-Farbe',
    hexDescription: 'Ein # und sechs Hex-Ziffern, z. B. #03B5AA',
    hexError: 'Noch keine Hex-Farbe; das Farbfeld zeigt die Farbe, die weiter gilt.',
  },
};

export function colorStoryLabels(locale: unknown): ColorPickerLabels {
  return locale === 'en' ? labels.en : labels.de;
}
