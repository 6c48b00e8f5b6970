import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { colorStoryLabels } from '../ColorPicker/storyLabels';
import { HexColorField, type HexColorFieldProps } from './HexColorField';

function StatefulField(props: HexColorFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <HexColorField
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
  title: 'Colour tools/HexColorField',
  component: HexColorField,
  args: { value: '#03B5AA', isDisabled: false, onChange: () => {} },
  render: (args, { globals }) => {
    const labels = colorStoryLabels(globals.locale);
    return (
      <StatefulField
        key={args.value}
        {...args}
        label={args.label ?? labels.hex}
        description={args.description ?? labels.hexDescription}
        errorMessage={args.errorMessage ?? labels.hexError}
      />
    );
  },
} satisfies Meta<typeof HexColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LowerCase: Story = { args: { value: '#5f3798' } };

export const Disabled: Story = { args: { isDisabled: true } };
