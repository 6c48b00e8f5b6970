import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Heading/Text';
import { Stack } from '../Layout/Stack';
import { Link, linkSizes, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    size: { control: 'inline-radio', options: linkSizes },
  },
  args: { href: '#', variant: 'inline', size: 'md', isExternal: false },
  render: (args, { globals }) => (
    <Link {...args} externalLabel={globals.locale === 'en' ? '(opens in new tab)' : '(öffnet in neuem Tab)'}>
      {globals.locale === 'en' ? 'Read the success stories' : 'Erfolgsgeschichten lesen'}
    </Link>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InRunningText: Story = {
  render: (args, { globals }) => (
    <Text>
      {globals.locale === 'en' ? 'Questions? Write to our ' : 'Fragen? Schreiben Sie unserem '}
      <Link {...args}>{globals.locale === 'en' ? 'support team' : 'Support-Team'}</Link>.
    </Text>
  ),
};

export const External: Story = {
  args: { isExternal: true, href: 'https://example.com/booking' },
};

export const ButtonLike: Story = {
  render: (args, { globals }) => (
    <Stack direction="row" wrap align="center">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {globals.locale === 'en' ? `Link ${variant}` : `Verweis ${variant}`}
        </Link>
      ))}
    </Stack>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
