import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { isDisabled: false },
  render: (args, { globals }) => (
    <Switch {...args}>{globals.locale === 'en' ? 'Dark mode' : 'Dunkelmodus'}</Switch>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };
export const LongGermanLabel: Story = {
  render: (args) => <Switch {...args}>Veröffentlichte Farben auf allen Produktseiten verwenden</Switch>,
};
