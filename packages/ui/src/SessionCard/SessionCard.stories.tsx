import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { SessionCard } from './SessionCard';

const meta = {
  title: 'Marketing/SessionCard',
  component: SessionCard,
  args: {
    service: 'SOPHIE Session',
    cost: '197 EUR',
    duration: '1 hour',
    benefits: ['Personal sparring', 'Summary by email', 'Available 24/7'],
    color: '#0ea5e9',
    icon: '💬',
    featured: false,
    featuredLabel: 'QUICK',
    action: <Button>Book</Button>,
    headingLevel: 3,
  },
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Featured: Story = {
  args: {
    service: 'NOVA Quantum Session',
    cost: '297 EUR',
    duration: '9 minutes',
    color: '#8b5cf6',
    icon: '⚡',
    featured: true,
    benefits: ['Four aha moments or your money back', 'Instant action plan'],
  },
};

export const WithoutIcon: Story = { args: { icon: undefined, color: undefined } };

export const German: Story = {
  args: {
    service: 'Master-Wu-Weisheitssitzung',
    cost: '147 €',
    duration: '45 Minuten',
    color: '#16a34a',
    icon: '☯',
    benefits: ['Geführte Achtsamkeitsübung', 'Persönliche Weisheitsimpulse für Ihren Alltag'],
    action: <Button>Buchen</Button>,
  },
};
