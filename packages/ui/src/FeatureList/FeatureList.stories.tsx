import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureList, featureListColumns, featureListSizes } from './FeatureList';

const meta = {
  title: 'Marketing/FeatureList',
  component: FeatureList,
  globals: { locale: 'en' },
  args: {
    columns: 2,
    headingLevel: 3,
    items: [
      { title: 'Clarity in 60 minutes', text: 'One focused session on your most pressing decision.' },
      { title: 'Available 24/7', text: 'Book when it suits you, also at night and on weekends.' },
      { title: 'GDPR compliant', text: 'Your data stays in the EU and is deleted on request.' },
      { title: 'Concrete next steps', text: 'You leave with three actions for the coming week.' },
    ],
  },
  argTypes: {
    columns: { control: 'inline-radio', options: featureListColumns },
    size: { control: 'inline-radio', options: featureListSizes },
  },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleColumn: Story = { args: { columns: 1 } };

export const TitlesOnly: Story = {
  args: {
    columns: 3,
    items: [
      { title: 'AI analysis' },
      { title: '1 coach call per month' },
      { title: 'Email support, 24h response' },
    ],
  },
};

/** The compact check list used inside price cards. */
export const Compact: Story = {
  args: {
    size: 'sm',
    columns: 1,
    items: [
      { title: 'AI analysis' },
      { title: '1 coach call per month' },
      { title: 'Email support, 24h response' },
    ],
  },
};

export const WithIcons: Story = {
  args: {
    items: [
      { title: 'Fast', text: 'Nine minutes to a first insight.', icon: '⚡' },
      { title: 'Private', text: 'Encrypted end to end.', icon: '🔒' },
    ],
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    columns: 2,
    items: [
      {
        title: 'Klarheit in 60 Minuten',
        text: 'Eine fokussierte Sitzung zu Ihrer dringendsten unternehmerischen Entscheidung.',
      },
      {
        title: 'Rund um die Uhr verfügbar',
        text: 'Buchen Sie, wann es Ihnen passt – auch nachts und am Wochenende.',
      },
      { title: 'DSGVO-konform', text: 'Ihre Daten bleiben in der EU und werden auf Wunsch gelöscht.' },
    ],
  },
};
