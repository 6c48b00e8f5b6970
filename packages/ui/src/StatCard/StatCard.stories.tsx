import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard, statCardTones } from './StatCard';

const meta = {
  title: 'Marketing/StatCard',
  component: StatCard,
  globals: { locale: 'en' },
  args: { value: '94%', label: 'of clients report efficiency gains', tone: 'accent' },
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  args: { icon: '★', value: '5', label: 'stars from 112 reviews', tone: 'warning' },
};

export const Success: Story = { args: { value: '43%', label: 'average cost reduction', tone: 'success' } };

export const LargeNumber: Story = { args: { value: '12,000+', label: 'participants', tone: 'info' } };

export const German: Story = {
  globals: { locale: 'de' },
  args: { value: '94 %', label: 'unserer Kundinnen und Kunden berichten von spürbaren Effizienzgewinnen' },
};
