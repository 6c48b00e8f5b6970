import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { Stack } from '../Layout/Stack';
import { storyNarrow } from '../styles/stories.css';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { variant: 'primary', size: 'md', isDisabled: false, isPending: false, fullWidth: false },
  render: (args, { globals }) => (
    <Button {...args} pendingLabel={globals.locale === 'en' ? 'Sending' : 'Wird gesendet'}>
      {globals.locale === 'en' ? 'Book a consultation' : 'Beratung buchen'}
    </Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args, { globals }) => (
    <Stack direction="row" wrap align="center">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {globals.locale === 'en' ? `${variant} action` : `Aktion ${variant}`}
        </Button>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size.toUpperCase()}
        </Button>
      ))}
    </Stack>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Pending: Story = { args: { isPending: true } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const WithIcon: Story = {
  render: (args, { globals }) => (
    <Button {...args}>
      <Icon name="mail" />
      {globals.locale === 'en' ? 'Send message' : 'Nachricht senden'}
    </Button>
  ),
};

export const LongGermanText: Story = {
  render: (args) => (
    <div className={storyNarrow}>
      <Button {...args}>Kostenloses Erstgespräch jetzt unverbindlich vereinbaren</Button>
    </div>
  ),
};
