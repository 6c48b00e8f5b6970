import type { Hsl } from '@site/color';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { colorStoryLabels } from '../ColorPicker/storyLabels';
import { ColorSliders, type ColorSlidersProps } from './ColorSliders';

function StatefulSliders(props: ColorSlidersProps) {
  const [value, setValue] = useState<Hsl>(props.value);
  return (
    <ColorSliders
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
  title: 'Colour tools/ColorSliders',
  component: ColorSliders,
  args: { value: { h: 264, s: 47, l: 41 }, isDisabled: false, onChange: () => {} },
  render: (args, { globals }) => {
    const labels = colorStoryLabels(globals.locale);
    return (
      <StatefulSliders
        key={JSON.stringify(args.value)}
        {...args}
        label={args.label ?? labels.slidersTab}
        hueLabel={args.hueLabel ?? labels.hue}
        saturationLabel={args.saturationLabel ?? labels.saturation}
        lightnessLabel={args.lightnessLabel ?? labels.lightness}
      />
    );
  },
} satisfies Meta<typeof ColorSliders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = { args: { value: { h: 0, s: 100, l: 50 } } };

export const Extremes: Story = { args: { value: { h: 360, s: 0, l: 100 } } };

export const Disabled: Story = { args: { isDisabled: true } };
