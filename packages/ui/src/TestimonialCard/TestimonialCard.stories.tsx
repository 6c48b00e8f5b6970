import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Marketing/TestimonialCard',
  component: TestimonialCard,
  globals: { locale: 'en' },
  args: {
    quote: 'SOPHIE really listens. After three sessions I knew which projects to stop.',
    author: 'Anna K.',
    authorRole: 'Managing director, design studio',
  },
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 1 } } },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { rating: 5 } };

export const WithoutRating: Story = {};

export const FourStars: Story = { args: { rating: 4 } };

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    quote:
      'SOPHIE hört wirklich zu. Nach drei Sitzungen wusste ich genau, welche Projekte ich beenden sollte – und warum.',
    author: 'Anna K.',
    authorRole: 'Geschäftsführerin eines Designstudios',
    rating: 5,
    ratingLabel: '5 von 5 Sternen',
  },
};
