import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContents } from './TableOfContents';

const entries = [
  { id: 'hero', label: 'Overview' },
  { id: 'features', label: 'Features' },
  { id: 'success', label: 'Success stories' },
  { id: 'process', label: 'Process' },
  { id: 'pricing', label: 'Pricing' },
];

const meta = {
  title: 'Marketing/TableOfContents',
  component: TableOfContents,
  globals: { locale: 'en' },
  args: { 'aria-label': 'On this page', title: 'On this page', entries, currentId: undefined },
  argTypes: { currentId: { control: 'select', options: [undefined, ...entries.map((entry) => entry.id)] } },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CurrentSection: Story = { args: { currentId: 'process' } };

export const WithoutTitle: Story = { args: { title: undefined } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Auf dieser Seite',
    title: 'Auf dieser Seite',
    currentId: 'hero',
    entries: [
      { id: 'hero', label: 'Überblick' },
      { id: 'features', label: 'Leistungsmerkmale' },
      { id: 'success', label: 'Erfolgsgeschichten unserer Kundinnen und Kunden' },
      { id: 'process', label: 'Ablauf' },
      { id: 'pricing', label: 'Preise' },
    ],
  },
};
