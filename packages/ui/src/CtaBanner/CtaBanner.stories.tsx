import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { CtaBanner, ctaBannerTones } from './CtaBanner';

const meta = {
  title: 'Marketing/CtaBanner',
  component: CtaBanner,
  globals: { locale: 'en' },
  args: {
    title: 'Ready for your next step?',
    text: 'Tell us where you stand in five minutes and get tailored recommendations.',
    tone: 'accent',
    headingLevel: 2,
    actions: <Button>Take the Survey</Button>,
  },
  argTypes: { tone: { control: 'inline-radio', options: ctaBannerTones } },
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Inverse: Story = { args: { tone: 'inverse' } };

export const Subtle: Story = { args: { tone: 'subtle' } };

export const TwoActionsWithNote: Story = {
  args: {
    title: 'Discover Inner Clarity',
    note: 'Seminar places are limited.',
    actions: (
      <>
        <Button>Discover Inner Clarity</Button>
        <Button variant="outline">Join the community</Button>
      </>
    ),
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Bereit für Ihren nächsten Schritt?',
    text: 'Erzählen Sie uns in fünf Minuten, wo Sie stehen, und erhalten Sie passgenaue Empfehlungen für Ihr Unternehmen.',
    actions: <Button>Zur Umfrage</Button>,
  },
};
