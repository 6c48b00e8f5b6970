import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCard } from './ProfileCard';

// An inline SVG keeps the story offline and deterministic.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" fill="#7c5cff"/><circle cx="64" cy="50" r="24" fill="#fff"/><rect x="24" y="84" width="80" height="44" rx="22" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Marketing/ProfileCard',
  component: ProfileCard,
  globals: { locale: 'en' },
  args: {
    name: 'NOVA',
    jobTitle: 'AI coach for breakthrough decisions',
    bio: 'NOVA combines proven coaching methods with an AI that listens closely and asks the questions that move you forward.',
    credentialsTitle: 'Credentials',
    credentials: [
      'Trained on 140 evolutionary steps',
      'GDPR-compliant processing in the EU',
      'Over 12,000 sessions',
    ],
    headingLevel: 3,
  },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithPortrait: Story = { args: { imageSrc: portrait } };

export const NoCredentials: Story = { args: { credentials: [] } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    imageSrc: portrait,
    jobTitle: 'KI-Coach für Durchbruchsentscheidungen',
    bio: 'NOVA verbindet bewährte Coaching-Methoden mit einer künstlichen Intelligenz, die aufmerksam zuhört und genau die Fragen stellt, die Sie weiterbringen.',
    credentialsTitle: 'Qualifikationen',
    credentials: ['In 140 Evolutionsschritten entwickelt', 'DSGVO-konforme Verarbeitung in der EU'],
  },
};
