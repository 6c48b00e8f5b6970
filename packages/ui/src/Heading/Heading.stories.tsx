import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout/Stack';
import { storyNarrow } from '../styles/stories.css';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading';
import { Text, textSizes, textTones } from './Text';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
  args: { level: 2, tone: 'default' },
  render: (args, { globals }) => (
    <Heading {...args}>
      {globals.locale === 'en' ? 'Coaching that moves you' : 'Coaching, das Sie bewegt'}
    </Heading>
  ),
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="3">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} size={size}>
          Überschrift {size}
        </Heading>
      ))}
    </Stack>
  ),
};

export const LevelIndependentOfSize: Story = {
  args: { level: 1, size: 'md' },
};

export const LongGermanHeading: Story = {
  render: (args) => (
    <div className={storyNarrow}>
      <Heading {...args} level={1}>
        Unternehmensberatungsdienstleistungen für Führungskräfteentwicklung
      </Heading>
    </div>
  ),
};

export const TextTones: Story = {
  render: (_args, { globals }) => (
    <Stack gap="2">
      {textTones.map((tone) =>
        textSizes.map((size) => (
          <Text key={`${tone}-${size}`} tone={tone} size={size}>
            {globals.locale === 'en' ? `Body text, ${tone}, ${size}` : `Fließtext, ${tone}, ${size}`}
          </Text>
        )),
      )}
    </Stack>
  ),
};
