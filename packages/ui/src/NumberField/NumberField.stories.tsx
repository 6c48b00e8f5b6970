import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyNarrow } from '../styles/stories.css';
import { toolbarCopy } from '../styles/storyCopy';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: {
    label: 'Preis pro Monat',
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    defaultValue: 1999,
  },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <div className={storyNarrow}>
        <NumberField
          {...args}
          label={toolbarCopy(args.label, { de: 'Preis pro Monat', en: 'Price per month' }, globals.locale)}
          description={args.description ?? (en ? 'In euros, without VAT.' : 'In Euro, ohne Mehrwertsteuer.')}
          errorMessage={
            args.errorMessage ?? (en ? 'Enter a whole number.' : 'Geben Sie eine ganze Zahl ein.')
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Empty: Story = { args: { defaultValue: undefined } };
