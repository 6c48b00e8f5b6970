import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Heading/Text';
import { Stack } from '../Layout/Stack';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
  args: { name: 'chat', size: 'lg', label: 'Chat' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllIcons: Story = {
  render: (args) => (
    <Stack direction="row" wrap gap="6">
      {iconNames.map((name) => (
        <Stack key={name} align="center" gap="1">
          <Icon {...args} name={name} label={undefined} />
          <Text size="sm" tone="muted" as="span">
            {name}
          </Text>
        </Stack>
      ))}
    </Stack>
  ),
};
