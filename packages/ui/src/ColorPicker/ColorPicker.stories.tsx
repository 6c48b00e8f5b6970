import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ColorPicker, type ColorPickerProps, colorPickerTabs } from './ColorPicker';
import { colorStoryLabels } from './storyLabels';

function StatefulPicker(props: ColorPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ColorPicker
      {...props}
      value={value}
      onChange={(hex) => {
        setValue(hex);
        props.onChange?.(hex);
      }}
    />
  );
}

const meta = {
  title: 'Colour tools/ColorPicker',
  component: ColorPicker,
  argTypes: {
    defaultTab: { control: 'inline-radio', options: colorPickerTabs },
    value: { control: 'text' },
  },
  args: { value: '#03B5AA', defaultTab: 'wheel', wheelSize: 240 },
  render: (args, { globals }) => (
    <StatefulPicker
      // Started afresh when the starting colour or tab changes: both are read once, as a picker opens.
      key={`${args.value}-${args.defaultTab}`}
      {...args}
      labels={{ ...colorStoryLabels(globals.locale), ...args.labels }}
    />
  ),
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No value given: the spec's default hsl(0 100% 50%). */
export const DefaultColor: Story = { args: { value: undefined } };

export const SlidersTab: Story = { args: { defaultTab: 'sliders', value: '#5F3798' } };

export const PresetsTab: Story = { args: { defaultTab: 'presets', value: '#FF6B6B' } };

export const English: Story = { globals: { locale: 'en' } };
