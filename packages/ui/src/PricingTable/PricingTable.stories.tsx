import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PricingTable, type PricingTier } from './PricingTable';

const bookButton = (label: string) => <Button size="sm">{label}</Button>;

const tiers: PricingTier[] = [
  {
    id: 'light',
    name: 'LIGHT',
    price: '$19.99 / month',
    sessions: '2 × 15 min per month',
    focus: ['Quick clarity', 'One topic per session'],
    support: 'Basic support',
    action: bookButton('Start now'),
  },
  {
    id: 'standard',
    name: 'STANDARD',
    price: '$29 / week',
    sessions: '4 × 15 min per week + 1 premium session',
    focus: ['Weekly progress', 'Habits and decisions'],
    support: 'Prioritized support',
    action: bookButton('Upgrade now'),
  },
  {
    id: 'elite',
    name: 'ELITE',
    price: '$299 / month',
    sessions: 'Unlimited sessions',
    focus: ['Strategy and leadership', 'Personal roadmap'],
    support: 'Fully prioritized, fastest response',
    action: bookButton('Secure Elite'),
  },
];

const meta = {
  title: 'Marketing/PricingTable',
  component: PricingTable,
  globals: { locale: 'en' },
  args: {
    caption: 'SOPHIE packages compared',
    tiers,
    rowLabels: {
      price: 'Price',
      sessions: 'Sessions',
      focus: 'Focus & content',
      support: 'Support',
      book: 'Book',
    },
    highlightedTierId: undefined,
    highlightLabel: 'Most popular',
    hideCaption: false,
  },
  argTypes: {
    highlightedTierId: { control: 'inline-radio', options: [undefined, ...tiers.map((tier) => tier.id)] },
  },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Highlighted: Story = { args: { highlightedTierId: 'standard' } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    caption: 'SOPHIE-Pakete im Vergleich',
    highlightedTierId: 'standard',
    highlightLabel: 'Beliebteste Wahl',
    rowLabels: {
      price: 'Preis',
      sessions: 'Anzahl der Sitzungen',
      focus: 'Schwerpunkt und Inhalte',
      support: 'Support-Stufe',
      book: 'Buchen',
    },
    tiers: [
      {
        ...tiers[0]!,
        price: '19,99 $ / Monat',
        sessions: '2 × 15 Min. pro Monat',
        action: bookButton('Jetzt starten'),
      },
      {
        ...tiers[1]!,
        price: '29 $ / Woche',
        sessions: '4 × 15 Min. pro Woche plus 1 Premium-Sitzung',
        support: 'Priorisierter Support',
        action: bookButton('Jetzt upgraden'),
      },
      {
        ...tiers[2]!,
        price: '299 $ / Monat',
        sessions: 'Unbegrenzte Sitzungen',
        support: 'Voll priorisierter Support mit schnellster Antwortzeit',
        action: bookButton('Elite sichern'),
      },
    ],
  },
};

/** The table scrolls sideways on phones while the row headers stay pinned. */
export const Mobile: Story = {
  args: { highlightedTierId: 'elite' },
  globals: { viewport: { value: 'mobile1' } },
};
