import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Stack';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'md' },
  render: (args, { globals }) => (
    <Spinner {...args} label={globals.locale === 'en' ? 'Loading' : 'Wird geladen'} />
  ),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};
