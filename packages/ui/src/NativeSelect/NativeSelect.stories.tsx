import type { Meta, StoryObj } from '@storybook/react-vite';
import { toolbarCopy } from '../styles/storyCopy';
import { storyNarrow } from '../styles/stories.css';
import { NativeSelect } from './NativeSelect';

const solutions = [
  { id: 'sophie', label: 'SOPHIE' },
  { id: 'nova', label: 'NOVA' },
  { id: 'fuel', label: 'FUEL' },
  { id: 'quantum-evolution', label: 'Quantum Evolution System' },
  { id: 'master-wu', label: 'Master WU' },
  { id: 'integrated-solutions', label: 'Integrated Solutions' },
];

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Verwendete Lösung',
    items: solutions,
    placeholder: 'Bitte auswählen',
    isRequired: false,
    disabled: false,
    isInvalid: false,
  },
  parameters: { controls: { exclude: ['items'] } },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <div className={storyNarrow}>
        <NativeSelect
          defaultValue=""
          {...args}
          label={toolbarCopy(args.label, { de: 'Verwendete Lösung', en: 'Solution used' }, globals.locale)}
          placeholder={en ? 'Please select' : 'Bitte auswählen'}
          errorMessage={
            args.errorMessage ?? (en ? 'Please choose a solution.' : 'Bitte wählen Sie eine Lösung.')
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Selected: Story = { args: { defaultValue: 'nova' } };
export const WithDescription: Story = { args: { description: 'Optional' } };
export const Invalid: Story = { args: { isRequired: true, isInvalid: true } };
export const Disabled: Story = { args: { disabled: true } };
