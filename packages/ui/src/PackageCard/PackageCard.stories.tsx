import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Marketing/PackageCard',
  component: PackageCard,
  args: {
    title: 'BASIC',
    subtitle: 'For a focused start',
    price: '$1,999',
    period: '/ month',
    features: ['AI analysis', '1 coach call per month', 'Email support, 24h response'],
    action: <Button>Choose Basic</Button>,
    emphasised: false,
    emphasisLabel: 'Most popular',
    headingLevel: 3,
  },
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Emphasised: Story = {
  args: {
    title: 'ADVANCED',
    subtitle: 'For steady growth',
    price: '$3,999',
    features: [
      '2 coach calls per month',
      'Live chat Mon–Fri',
      'Email support, 12h response',
      'Monthly reporting',
    ],
    emphasised: true,
    action: <Button>Choose Advanced</Button>,
  },
};

export const EnterpriseMailto: Story = {
  args: {
    title: 'ENTERPRISE',
    subtitle: 'For teams',
    pricePrefix: 'from',
    price: '$6,999',
    features: ['4 coach calls per month', 'Dedicated account manager', 'Training'],
    action: (
      <Link variant="outline" href="mailto:hello@example.com?subject=FUEL%20Enterprise">
        Contact us
      </Link>
    ),
  },
};

export const German: Story = {
  args: {
    title: 'FORTGESCHRITTEN',
    subtitle: 'Für nachhaltiges, planbares Wachstum',
    price: '3.999 $',
    period: 'pro Monat',
    emphasised: true,
    emphasisLabel: 'Beliebteste Wahl',
    features: [
      '2 Coach-Gespräche pro Monat',
      'Live-Chat Montag bis Freitag',
      'Monatliches Reporting mit Roadmap-Aktualisierung',
    ],
    action: <Button>Fortgeschritten wählen</Button>,
  },
};
