import type { Meta, StoryObj } from '@storybook/react-vite';
import { productThemeClass } from '@site/tokens';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Hero } from './Hero';
import { heroMedia } from './Hero.stories.css';

const meta = {
  title: 'Components/Hero',
  component: Hero,
  args: { title: '', eyebrow: '', lead: '' },
  // Texts left empty take the story's wording in the toolbar's language; the actions are the story's.
  argTypes: { actions: { control: false } },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <Hero
        {...args}
        eyebrow={args.eyebrow || (en ? 'AI coaching' : 'KI-Coaching')}
        title={
          args.title ||
          (en ? 'Clarity for leaders in nine minutes' : 'Klarheit für Führungskräfte in neun Minuten')
        }
        lead={
          args.lead ||
          (en
            ? 'Coaching and consulting that fit into a working day.'
            : 'Coaching und Beratung, die in einen Arbeitstag passen.')
        }
        actions={
          <>
            <Button size="lg">{en ? 'Book a consultation' : 'Beratung buchen'}</Button>
            <Link href="#angebote" variant="outline" size="lg">
              {en ? 'See offers' : 'Angebote ansehen'}
            </Link>
          </>
        }
      />
    );
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithMedia: Story = {
  args: { media: <div className={heroMedia} role="img" aria-label="Illustration" /> },
};

export const ProductTheme: Story = {
  decorators: [
    (Story) => (
      <div className={productThemeClass.nova}>
        <Story />
      </div>
    ),
  ],
};
