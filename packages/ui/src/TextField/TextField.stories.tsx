import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyNarrow } from '../styles/stories.css';
import { toolbarCopy } from '../styles/storyCopy';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'E-Mail', isRequired: false, isDisabled: false, isInvalid: false },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <div className={storyNarrow}>
        <TextField
          {...args}
          label={toolbarCopy(args.label, { de: 'E-Mail', en: 'Email' }, globals.locale)}
          type="email"
          placeholder={args.placeholder ?? (en ? 'you@example.com' : 'sie@beispiel.de')}
          description={
            args.description ??
            (en ? 'We only use it to answer you.' : 'Wir nutzen sie nur für unsere Antwort.')
          }
          errorMessage={
            args.errorMessage ??
            (en ? 'Please enter your email.' : 'Bitte geben Sie Ihre E-Mail-Adresse ein.')
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { isRequired: true, isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anna@beispiel.de' } };
export const Filled: Story = { args: { defaultValue: 'anna@beispiel.de' } };
