import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  type VisionSimulationLabels,
  VisionSimulationSwitch,
  type VisionSimulationSwitchProps,
  type VisionSimulationValue,
} from './VisionSimulationSwitch';

/** Story-only copy; the app brings its own from its message dictionaries. */
const german: VisionSimulationLabels = {
  group: 'Farbsehen simulieren',
  severity: 'Stärke',
  options: {
    none: 'Keine',
    protanopia: 'Protanopie',
    deuteranopia: 'Deuteranopie',
    tritanopia: 'Tritanopie',
    achromatopsia: 'Achromatopsie',
  },
};

function StatefulSwitch(props: VisionSimulationSwitchProps) {
  const [value, setValue] = useState<VisionSimulationValue>(props.value);
  return (
    <VisionSimulationSwitch
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
  title: 'Colour tools/VisionSimulationSwitch',
  component: VisionSimulationSwitch,
  args: { value: { deficiency: 'none', severity: 1 }, onChange: () => {} },
  render: (args, { globals }) => (
    <StatefulSwitch
      {...args}
      // Started afresh when the Playground's value changes: the story keeps the value it is switched to.
      key={JSON.stringify(args.value)}
      labels={args.labels ?? (globals.locale === 'en' ? undefined : german)}
    />
  ),
} satisfies Meta<typeof VisionSimulationSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing simulated: the severity slider is disabled. */
export const Off: Story = {};

export const Deuteranopia: Story = { args: { value: { deficiency: 'deuteranopia', severity: 1 } } };

/** A partial deficiency (anomalous trichromacy) at 60 %. */
export const PartialProtanopia: Story = { args: { value: { deficiency: 'protanopia', severity: 0.6 } } };

export const Achromatopsia: Story = { args: { value: { deficiency: 'achromatopsia', severity: 1 } } };
