import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link/Link';
import { NumberedCard } from './NumberedCard';

const meta = {
  title: 'Marketing/NumberedCard',
  component: NumberedCard,
  globals: { locale: 'en' },
  args: {
    number: '01',
    title: 'Daily practice',
    text: 'Ten minutes every morning to set your focus before the first meeting.',
    headingLevel: 3,
  },
} satisfies Meta<typeof NumberedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = {
  args: {
    number: '02',
    title: 'Crisis compass',
    text: 'A one-page tool that tells you the next right step when everything is urgent.',
    action: (
      <Link variant="standalone" href="#crisis-compass">
        Explore the crisis compass
      </Link>
    ),
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    number: '03',
    title: 'Integration von Stärke und Weisheit',
    text: 'Wie Sie Entschlossenheit und Gelassenheit verbinden, um auch unter höchstem Druck klare Entscheidungen zu treffen.',
  },
};
