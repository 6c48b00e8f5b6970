import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Stack';
import { Badge, badgeTones } from './Badge';

const words = {
  de: {
    neutral: 'Archiviert',
    accent: 'Neu',
    success: 'Aktiv',
    warning: 'Entwurf',
    danger: 'Abgelaufen',
    info: 'Beta',
  },
  en: {
    neutral: 'Archived',
    accent: 'New',
    success: 'Active',
    warning: 'Draft',
    danger: 'Expired',
    info: 'Beta',
  },
} as const;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { tone: 'success' },
  render: (args, { globals }) => (
    <Badge {...args}>{words[globals.locale === 'en' ? 'en' : 'de'][args.tone ?? 'neutral']}</Badge>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Tones: Story = {
  render: (_args, { globals }) => (
    <Stack direction="row" gap="2" wrap>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {words[globals.locale === 'en' ? 'en' : 'de'][tone]}
        </Badge>
      ))}
    </Stack>
  ),
};
