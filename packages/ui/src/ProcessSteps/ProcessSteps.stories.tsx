import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProcessSteps, processStepsHeadingLevels } from './ProcessSteps';

const meta = {
  title: 'Marketing/ProcessSteps',
  component: ProcessSteps,
  globals: { locale: 'en' },
  args: {
    headingLevel: 3,
    steps: [
      { title: 'Booking', text: 'Choose a time that suits you and pay securely online.' },
      { title: 'Preparation', text: 'Answer three short questions so NOVA knows your situation.' },
      { title: 'The 60-minute session', text: 'Work through your challenge with NOVA, step by step.' },
      { title: 'Integration', text: 'Take home a clear plan and the first three actions.' },
    ],
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: processStepsHeadingLevels } },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    steps: [
      { title: 'Buchung', text: 'Wählen Sie einen passenden Termin und bezahlen Sie sicher online.' },
      {
        title: 'Vorbereitung',
        text: 'Beantworten Sie drei kurze Fragen, damit NOVA Ihre Ausgangssituation versteht.',
      },
      {
        title: 'Die 60-minütige Durchbruchssitzung',
        text: 'Gemeinsam mit NOVA arbeiten Sie Schritt für Schritt an Ihrer Herausforderung.',
      },
      {
        title: 'Integration',
        text: 'Sie gehen mit einem klaren Plan und den ersten drei Handlungsschritten.',
      },
    ],
  },
};

export const ThreeSteps: Story = {
  args: {
    steps: [
      { title: 'Analyse', text: 'AI analysis of your current marketing.' },
      { title: 'Coaching', text: 'Monthly calls with your coach.' },
      { title: 'Reporting', text: 'A roadmap update every month.' },
    ],
  },
};
