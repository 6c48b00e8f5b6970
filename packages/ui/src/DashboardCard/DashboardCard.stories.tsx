import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardCard } from './DashboardCard';

const meta = {
  title: 'Marketing/DashboardCard',
  component: DashboardCard,
  globals: { locale: 'en' },
  args: {
    title: 'Client dashboard',
    metricValue: '185',
    metricLabel: 'clients helped',
    onlineValue: '32',
    onlineLabel: 'Online',
    bars: [35, 50, 42, 68, 60, 82, 94],
    barsLabel: 'Sessions per day this week, rising',
  },
} satisfies Meta<typeof DashboardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutBars: Story = { args: { bars: [] } };

export const OtherFigure: Story = { args: { metricValue: '285' } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Kunden-Dashboard',
    metricLabel: 'betreute Kundinnen und Kunden',
    onlineLabel: 'online',
    barsLabel: 'Sitzungen pro Tag in dieser Woche, steigend',
  },
};
