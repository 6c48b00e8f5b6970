import { generateDarkPalette, generatePalette } from '@site/color';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaletteSwatches } from './PaletteSwatches';

const sophie = generatePalette('#03B5AA');

const meta = {
  title: 'Colour tools/PaletteSwatches',
  component: PaletteSwatches,
  args: { colors: sophie },
  // Labels given in the controls win; else the toolbar's language words them.
  render: (args, { globals }) =>
    globals.locale === 'en' ? (
      <PaletteSwatches label="Color Palette Preview" {...args} />
    ) : (
      <PaletteSwatches
        label="Farbpalette (Vorschau)"
        whiteLabel="zu Weiß"
        blackLabel="zu Schwarz"
        textLabel="zu Text"
        {...args}
      />
    ),
} satisfies Meta<typeof PaletteSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DarkModePalette: Story = { args: { colors: generateDarkPalette(sophie) } };

export const AgainstTextColor: Story = { args: { colors: generatePalette('#5F3798'), textColor: '#111827' } };

export const Grey: Story = { args: { colors: generatePalette('#777777') } };
