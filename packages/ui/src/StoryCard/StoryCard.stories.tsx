import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryCard, storyCardHeadingLevels } from './StoryCard';

const meta = {
  title: 'Marketing/StoryCard',
  component: StoryCard,
  globals: { locale: 'en' },
  args: {
    quarter: 'Q1 2024',
    title: 'From manual reporting to a weekly AI briefing',
    intro: 'A regional retailer cut its reporting time in half.',
    description:
      'With SOPHIE as a sparring partner, the owner replaced three spreadsheets with one weekly briefing and now spends Friday afternoons on customers instead of numbers.',
    href: 'https://example.com/stories/retail-briefing',
    linkText: 'Read the full story',
    featured: false,
    featuredLabel: 'Featured',
    newTabLabel: '(opens in new tab)',
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: storyCardHeadingLevels },
  },
} satisfies Meta<typeof StoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Featured: Story = { args: { featured: true } };

export const GermanFeatured: Story = {
  globals: { locale: 'de' },
  args: {
    featured: true,
    featuredLabel: 'Herausragend',
    newTabLabel: '(öffnet in neuem Tab)',
    title: 'Vom händischen Monatsbericht zur wöchentlichen KI-Zusammenfassung für die Geschäftsführung',
    intro: 'Ein regionaler Einzelhändler halbierte seinen Berichtsaufwand.',
    description:
      'Mit SOPHIE als Sparringspartnerin ersetzte die Inhaberin drei Tabellenkalkulationen durch eine wöchentliche Zusammenfassung und verbringt die Freitagnachmittage nun mit Kundschaft statt mit Zahlen.',
    linkText: 'Ganze Geschichte lesen',
  },
};
