import type { Meta, StoryObj } from '@storybook/react-vite';
import { CertificationBadge } from './CertificationBadge';

// An inline SVG keeps the story offline and deterministic.
const seal = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#f5b400"/><path d="M20 33l8 8 16-18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/></svg>',
)}`;

const meta = {
  title: 'Marketing/CertificationBadge',
  component: CertificationBadge,
  globals: { locale: 'en' },
  args: {
    name: 'Impact Excellence Award',
    description: 'Recognised for measurable results for small businesses.',
    imageSrc: seal,
    headingLevel: 3,
  },
} satisfies Meta<typeof CertificationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  args: { imageSrc: undefined, icon: '✓', name: 'Maps verified', description: 'Verified business location.' },
};

export const TextOnly: Story = { args: { imageSrc: undefined } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Vision-Sophie-Zertifikat',
    description:
      'Ausgezeichnet für verantwortungsvollen und nachvollziehbaren Einsatz künstlicher Intelligenz.',
  },
};
