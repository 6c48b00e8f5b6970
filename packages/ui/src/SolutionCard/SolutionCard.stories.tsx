import type { Meta, StoryObj } from '@storybook/react-vite';
import { SolutionCard } from './SolutionCard';

const meta = {
  title: 'Marketing/SolutionCard',
  component: SolutionCard,
  globals: { locale: 'en' },
  args: {
    title: 'NOVA',
    description: 'A 60-minute AI session for a quantum leap in one decision.',
    href: '#nova',
    linkLabel: 'Learn more',
    fullWidth: false,
    headingLevel: 3,
  },
} satisfies Meta<typeof SolutionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FullWidth: Story = {
  args: {
    title: 'SOPHIE',
    description: 'Your AI companion for everyday decisions, available around the clock.',
    href: '#sophie',
    fullWidth: true,
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Integrierte Lösungen',
    description:
      'Ganzheitliche Begleitung für Unternehmen, die Strategie, Technologie und Menschen zusammenbringen wollen.',
    linkLabel: 'Mehr erfahren',
  },
};
