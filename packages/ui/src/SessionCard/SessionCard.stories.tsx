import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { SessionCard } from './SessionCard';

const meta = {
  title: 'Marketing/SessionCard',
  component: SessionCard,
  globals: { locale: 'en' },
  args: {
    name: 'SOPHIE Session',
    price: '197 EUR',
    period: '1 hour',
    features: ['Personal sparring', 'Summary by email', 'Available 24/7'],
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
    name: 'NOVA Quantum Session',
    price: '297 EUR',
    period: '9 minutes',
    color: '#8b5cf6',
    icon: '⚡',
    featured: true,
    features: ['Four aha moments or your money back', 'Instant action plan'],
  },
};

export const WithoutIcon: Story = { args: { icon: undefined, color: undefined } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Master-Wu-Weisheitssitzung',
    price: '147 €',
    period: '45 Minuten',
    color: '#16a34a',
    icon: '☯',
    features: ['Geführte Achtsamkeitsübung', 'Persönliche Weisheitsimpulse für Ihren Alltag'],
    action: <Button>Buchen</Button>,
  },
};
