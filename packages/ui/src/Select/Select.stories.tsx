import type { Meta, StoryObj } from '@storybook/react-vite';
import { toolbarCopy } from '../styles/storyCopy';
import { storyNarrow } from '../styles/stories.css';
import { Select } from './Select';

const solutions = [
  { id: 'sophie', label: 'SOPHIE' },
  { id: 'nova', label: 'NOVA' },
  { id: 'fuel', label: 'FUEL' },
  { id: 'quantum-evolution', label: 'Quantum Evolution System' },
  { id: 'master-wu', label: 'Master WU' },
  { id: 'integrated-solutions', label: 'Integrated Solutions' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Verwendete Lösung',
    items: solutions,
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
  },
  parameters: { controls: { exclude: ['items'] } },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <div className={storyNarrow}>
        <Select
          {...args}
          label={toolbarCopy(args.label, { de: 'Verwendete Lösung', en: 'Solution used' }, globals.locale)}
          placeholder={args.placeholder ?? (en ? 'Please select' : 'Bitte auswählen')}
          errorMessage={
            args.errorMessage ?? (en ? 'Please choose a solution.' : 'Bitte wählen Sie eine Lösung.')
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Selected: Story = { args: { defaultValue: 'nova' } };
export const Invalid: Story = { args: { isRequired: true, isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'sophie' },
  parameters: { screenshot: { target: 'viewport' } },
};
