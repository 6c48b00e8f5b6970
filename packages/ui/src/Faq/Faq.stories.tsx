import type { Meta, StoryObj } from '@storybook/react-vite';
import { Faq } from './Faq';

const items = {
  de: [
    {
      id: 'dauer',
      question: 'Wie lange dauert eine Sitzung?',
      answer: 'Eine NOVA-Sitzung dauert neun Minuten.',
    },
    {
      id: 'online',
      question: 'Findet das Coaching online statt?',
      answer: 'Ja, alle Termine finden per Video statt.',
    },
    {
      id: 'kosten',
      question: 'Was kostet ein Erstgespräch?',
      answer: 'Das Erstgespräch ist kostenlos und unverbindlich.',
    },
  ],
  en: [
    { id: 'dauer', question: 'How long is a session?', answer: 'A NOVA session takes nine minutes.' },
    {
      id: 'online',
      question: 'Is the coaching online?',
      answer: 'Yes, every appointment takes place by video.',
    },
    {
      id: 'kosten',
      question: 'What does a first call cost?',
      answer: 'The first call is free and without obligation.',
    },
  ],
};

const meta = {
  title: 'Components/Faq',
  component: Faq,
  args: { items: items.de, separated: true },
  parameters: { controls: { exclude: ['items'] } },
  render: (args, { globals }) => <Faq {...args} items={items[globals.locale === 'en' ? 'en' : 'de']} />,
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FirstOpen: Story = { args: { defaultExpandedKeys: ['dauer'] } };
export const WithoutSeparators: Story = { args: { separated: false } };
