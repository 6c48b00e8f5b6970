import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { OfferCard } from './OfferCard';

const meta = {
  title: 'Marketing/OfferCard',
  component: OfferCard,
  args: {
    name: 'Booster Pro',
    price: 'EUR 499',
    period: '90-day access',
    features: ['3 strategy sessions', 'Personal growth roadmap', 'Email support'],
    action: <Button>Book now</Button>,
    headingLevel: 3,
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Bestseller: Story = { args: { badge: 'Bestseller' } };

export const Recommended: Story = {
  args: { name: 'Professional', price: '2,497 EUR', period: undefined, badge: 'Recommended' },
};

export const WithoutAction: Story = { args: { action: undefined } };

export const German: Story = {
  args: {
    name: 'Unternehmensweites Transformationspaket',
    price: '12.999 €',
    period: '90 Tage, nach Anfrage',
    badge: 'Beliebt',
    features: ['Unbegrenzte Problemstellungen', 'Persönliche Begleitung durch das gesamte Führungsteam'],
    action: <Button>Anfrage senden</Button>,
  },
};
