import type { Oklch } from '@site/color';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OklchSliders, type OklchSlidersLabels, type OklchSlidersProps } from './OklchSliders';

/** Story-only copy; the app brings its own from its message dictionaries. */
const german: OklchSlidersLabels = {
  group: 'OKLCH-Regler',
  lightness: 'Helligkeit',
  chroma: 'Buntheit',
  hue: 'Farbton',
  shown: 'Angezeigt',
  gamutWarning:
    'Außerhalb von sRGB: angezeigt als {hex}, verschoben um ΔE {deltaE} (OKLab; ab 0,02 sichtbar).',
};

function StatefulSliders(props: OklchSlidersProps) {
  const [value, setValue] = useState<Oklch>(props.value);
  return (
    <OklchSliders
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Colour tools/OklchSliders',
  component: OklchSliders,
  args: { value: { l: 0.688, c: 0.118, h: 184.4 }, isDisabled: false, onChange: () => {} },
  render: (args, { globals }) => (
    <StatefulSliders
      {...args}
      // Started afresh when the Playground's value changes: the story keeps the value it is dragged to.
      key={JSON.stringify(args.value)}
      labels={args.labels ?? (globals.locale === 'en' ? undefined : german)}
    />
  ),
} satisfies Meta<typeof OklchSliders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** SOPHIE's teal, inside sRGB: no warning. */
export const InGamut: Story = {};

/** A green no sRGB screen can show: chroma is lowered and the warning says by how much. */
export const OutOfGamut: Story = { args: { value: { l: 0.7, c: 0.37, h: 150 } } };

/** No chroma: a grey, whose hue changes nothing. */
export const Grey: Story = { args: { value: { l: 0.6, c: 0, h: 0 } } };

export const Disabled: Story = { args: { isDisabled: true } };
