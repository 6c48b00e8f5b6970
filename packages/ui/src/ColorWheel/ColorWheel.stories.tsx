import type { Hsl } from '@site/color';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { colorStoryLabels } from '../ColorPicker/storyLabels';
import { ColorWheel, type ColorWheelProps } from './ColorWheel';

function StatefulWheel(props: ColorWheelProps) {
  const [value, setValue] = useState<Hsl>(props.value);
  return (
    <ColorWheel
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
  title: 'Colour tools/ColorWheel',
  component: ColorWheel,
  args: { value: { h: 176, s: 97, l: 36 }, size: 240, isDisabled: false, onChange: () => {} },
  render: (args, { globals }) => {
    const labels = colorStoryLabels(globals.locale);
    return (
      <StatefulWheel
        key={JSON.stringify(args.value)}
        {...args}
        label={args.label ?? labels.wheel}
        hueLabel={args.hueLabel ?? labels.hue}
        saturationLabel={args.saturationLabel ?? labels.saturation}
        lightnessLabel={args.lightnessLabel ?? labels.lightness}
      />
    );
  },
} satisfies Meta<typeof ColorWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The picker's starting point: hue 0, saturation 100, lightness 50. */
export const Default: Story = { args: { value: { h: 0, s: 100, l: 50 } } };

export const Dark: Story = { args: { value: { h: 270, s: 60, l: 20 } } };

export const Light: Story = { args: { value: { h: 30, s: 80, l: 85 } } };

export const Grey: Story = { args: { value: { h: 0, s: 0, l: 50 } } };

export const Small: Story = { args: { size: 160 } };

export const Disabled: Story = { args: { isDisabled: true } };
