import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'Marketing/PlanCard',
  component: PlanCard,
  globals: { locale: 'en' },
  args: {
    name: 'Core + SEO/Blog',
    price: '$999',
    period: '/ month',
    features: ['Hosting and maintenance', 'Two blog posts per month', 'Monthly SEO report'],
    colors: ['#2563eb', '#06b6d4'],
    action: <Button>Get in Touch Now</Button>,
    featured: false,
    featuredLabel: 'Popular',
    headingLevel: 3,
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Popular: Story = { args: { featured: true } };

export const AccentColours: Story = { args: { colors: undefined } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Vollständige digitale Strategie',
    price: '3.949 €',
    period: 'pro Monat',
    colors: ['#7c3aed', '#db2777'],
    features: ['Omnichannel-Kampagnen auf allen relevanten Plattformen', 'Quartalsweise Strategie-Workshops'],
    action: <Button>Jetzt Kontakt aufnehmen</Button>,
  },
};
