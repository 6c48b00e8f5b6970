import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { OfferCard } from './OfferCard';

const meta = {
  title: 'Marketing/OfferCard',
  component: OfferCard,
  globals: { locale: 'en' },
  args: {
    name: 'Booster Pro',
    price: 'EUR 499',
    period: '90-day access',
    features: ['3 strategy sessions', 'Personal growth roadmap', 'Email support'],
    action: <Button>Book now</Button>,
    featured: false,
    featuredLabel: 'Bestseller',
    headingLevel: 3,
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Bestseller: Story = { args: { featured: true } };

export const Recommended: Story = {
  args: {
    name: 'Professional',
    price: '2,497 EUR',
    period: undefined,
    featured: true,
    featuredLabel: 'Recommended',
  },
};

export const WithoutAction: Story = { args: { action: undefined } };

export const PackageOnRequest: Story = {
  args: {
    name: 'ENTERPRISE',
    subtitle: 'For teams',
    pricePrefix: 'from',
    price: '$6,999',
    period: '/ month',
    features: ['4 coach calls per month', 'Dedicated account manager', 'Training'],
    action: (
      <Link variant="outline" href="mailto:hello@example.com?subject=FUEL%20Enterprise">
        Contact us
      </Link>
    ),
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Unternehmensweites Transformationspaket',
    price: '12.999 €',
    period: '90 Tage, nach Anfrage',
    featured: true,
    featuredLabel: 'Beliebt',
    features: ['Unbegrenzte Problemstellungen', 'Persönliche Begleitung durch das gesamte Führungsteam'],
    action: <Button>Anfrage senden</Button>,
  },
};
