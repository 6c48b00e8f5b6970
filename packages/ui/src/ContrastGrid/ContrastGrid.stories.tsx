import { generateDarkPalette, generatePalette } from '@site/color';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContrastGrid, type ContrastGridColor, type ContrastGridLabels } from './ContrastGrid';

/** Story-only copy; the app brings its own from its message dictionaries. */
const german: ContrastGridLabels = {
  caption: 'Kontrast jeder Farbe zu jeder anderen',
  corner: 'Text ↓ auf Hintergrund →',
  highlighted: 'auf den Live-Seiten verwendet',
  legend:
    'Jede Zelle: WCAG-2-Verhältnis und Stufe, dann APCA Lc. Umrahmte Zellen sind die Paare der Live-Seiten; blasse verfehlen das Minimum.',
  levels: { AAA: 'AAA', AA: 'AA', 'AA large': 'AA groß', fail: 'nicht AA' },
};

const withNeutrals = (palette: readonly string[]): ContrastGridColor[] => [
  ...palette.map((hex, index) => ({ label: String(index), hex })),
  { label: 'White', hex: '#FFFFFF' },
  { label: 'Black', hex: '#000000' },
];

const sophie = generatePalette('#03B5AA');
/** White text on the base colour and on entry 5, entry 4 on the white page: what SOPHIE's pages use. */
const livePairs = [
  { text: 9, background: 3 },
  { text: 9, background: 5 },
  { text: 4, background: 9 },
];

const meta = {
  title: 'Colour tools/ContrastGrid',
  component: ContrastGrid,
  args: { colors: withNeutrals(sophie), highlighted: livePairs, wcagMinimum: 4.5 },
  render: (args, { globals }) => (
    <ContrastGrid {...args} labels={args.labels ?? (globals.locale === 'en' ? undefined : german)} />
  ),
} satisfies Meta<typeof ContrastGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** SOPHIE's light palette with white and black, the live pages' pairs framed. */
export const LivePairsHighlighted: Story = {};

/** The dark-mode palette, nothing framed. */
export const DarkPalette: Story = {
  args: { colors: withNeutrals(generateDarkPalette(sophie)), highlighted: [] },
};

/** Three colours: small enough to read at a glance. */
export const FewColors: Story = {
  args: {
    colors: [
      { label: 'Text', hex: '#777777' },
      { label: 'Page', hex: '#FFFFFF' },
      { label: 'Ink', hex: '#111827' },
    ],
    highlighted: [{ text: 0, background: 1 }],
  },
};

/** A stricter minimum (AAA, 7:1) fades more cells. */
export const StrictMinimum: Story = { args: { wcagMinimum: 7 } };
