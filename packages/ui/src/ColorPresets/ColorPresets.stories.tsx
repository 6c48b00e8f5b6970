import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { colorStoryLabels } from '../ColorPicker/storyLabels';
import { ColorPresets, type ColorPresetsProps } from './ColorPresets';

function StatefulPresets(props: ColorPresetsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ColorPresets
      {...props}
      value={value}
      onChange={(hex) => {
        setValue(hex);
        props.onChange(hex);
      }}
    />
  );
}

const meta = {
  title: 'Colour tools/ColorPresets',
  component: ColorPresets,
  argTypes: { value: { control: 'text' } },
  args: { value: '#03B5AA', onChange: () => {} },
  render: (args, { globals }) => (
    <StatefulPresets
      key={args.value}
      {...args}
      label={args.label ?? colorStoryLabels(globals.locale).presets}
    />
  ),
} satisfies Meta<typeof ColorPresets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A colour that is not a preset: nothing is marked. */
export const NoneSelected: Story = { args: { value: '#123456' } };

export const CustomPresets: Story = {
  args: {
    value: '#235789',
    presets: [
      { color: '#03B5AA', name: 'SOPHIE' },
      { color: '#5F3798', name: 'NOVA' },
      { color: '#235789', name: 'Marcus Storm' },
    ],
  },
};
