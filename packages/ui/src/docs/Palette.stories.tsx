import { generateDarkPalette, generatePalette, generateProductCss, isHexColor } from '@site/color';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ColorPicker } from '../ColorPicker/ColorPicker';
import { colorStoryLabels } from '../ColorPicker/storyLabels';
import { PaletteSwatches } from '../PaletteSwatches/PaletteSwatches';
import * as styles from './docs.css';

const copy = {
  en: { light: 'Color Palette Preview', dark: 'Dark Mode Palette', css: 'Generated CSS Variables' },
  de: { light: 'Farbpalette (Vorschau)', dark: 'Palette für den Dunkelmodus', css: 'Erzeugte CSS-Variablen' },
};

type Locale = 'de' | 'en';

interface PaletteProps {
  /** Base colour as `#RRGGBB`. */
  base: string;
  /** Product id used in the CSS output. */
  productId: string;
  locale?: Locale;
}

function swatchLabels(locale: Locale) {
  return locale === 'en' ? {} : { whiteLabel: 'zu Weiß', blackLabel: 'zu Schwarz', textLabel: 'zu Text' };
}

/** Both palettes of the rule (spec §3) for one base colour. */
function Palettes({ base, locale = 'de' }: PaletteProps) {
  const text = copy[locale];
  const palette = generatePalette(base);
  return (
    <div className={styles.page}>
      <section>
        <h2 className={styles.heading}>{text.light}</h2>
        <PaletteSwatches colors={palette} label={text.light} {...swatchLabels(locale)} />
      </section>
      <section>
        <h2 className={styles.heading}>{text.dark}</h2>
        <PaletteSwatches colors={generateDarkPalette(palette)} label={text.dark} {...swatchLabels(locale)} />
      </section>
    </div>
  );
}

/** Pick any colour and read the Color Manager's CSS output for it. */
function Generator({ base, productId, locale = 'de' }: PaletteProps) {
  const [colour, setColour] = useState(base);
  const palette = generatePalette(colour);
  return (
    <div className={styles.controls}>
      <ColorPicker value={colour} onChange={setColour} labels={colorStoryLabels(locale)} />
      <section>
        <h2 className={styles.heading}>{copy[locale].css}</h2>
        <pre className={styles.cssOutput}>
          {isHexColor(colour) ? generateProductCss(productId, palette, generateDarkPalette(palette)) : ''}
        </pre>
      </section>
    </div>
  );
}

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'en' ? 'en' : 'de');

const meta = {
  title: 'Docs/Palette',
  component: Palettes,
  argTypes: { base: { control: 'color' } },
  args: { base: '#03B5AA', productId: 'sophie' },
  render: (args, { globals }) => <Palettes {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof Palettes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Nova: Story = { args: { base: '#5F3798', productId: 'nova' } };

export const Coral: Story = { args: { base: '#FF6B6B', productId: 'ic' } };

export const Grey: Story = { args: { base: '#777777', productId: 'grey' } };

export const CssGenerator: Story = {
  render: (args, { globals }) => (
    // The key restarts the generator when the control changes the base colour.
    <Generator key={args.base} {...args} locale={localeOf(globals)} />
  ),
};
