import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContrastBadge } from './ContrastBadge';
import { germanContrastLabels } from './storyLabels';

const meta = {
  title: 'Colour tools/ContrastBadge',
  component: ContrastBadge,
  args: { text: '#FFFFFF', background: '#235789', wcagMinimum: 4.5, apcaMinimum: 60 },
  render: (args, { globals }) => (
    <ContrastBadge
      {...args}
      labels={args.labels ?? (globals.locale === 'en' ? undefined : germanContrastLabels)}
    />
  ),
} satisfies Meta<typeof ContrastBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Both measures pass: white on a deep blue. */
export const Passes: Story = {};

/** #777 on white misses AA (4.47:1, rounded down as shown) but reaches Lc 71. */
export const WcagFailsApcaPasses: Story = { args: { text: '#777777', background: '#FFFFFF' } };

/** White on SOPHIE's teal: fails both. */
export const Fails: Story = { args: { text: '#FFFFFF', background: '#03B5AA' } };

/** Light text on dark: APCA's Lc is negative, the sign telling the polarity. */
export const ReversePolarity: Story = { args: { text: '#FFFFFF', background: '#888888' } };
