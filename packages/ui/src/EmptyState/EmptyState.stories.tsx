import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Marketing/EmptyState',
  component: EmptyState,
  globals: { locale: 'en' },
  args: {
    title: 'No results found',
    hint: 'Try different search terms or select another category.',
    headingLevel: 3,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithReset: Story = {
  args: { action: <Button variant="outline">Reset search</Button> },
};

export const WithIcon: Story = { args: { icon: '🔍' } };

export const TitleOnly: Story = { args: { hint: undefined } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Keine Ergebnisse gefunden',
    hint: 'Versuchen Sie es mit anderen Suchbegriffen oder wählen Sie eine andere Kategorie.',
    action: <Button variant="outline">Suche zurücksetzen</Button>,
  },
};
