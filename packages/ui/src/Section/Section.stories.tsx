import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Heading/Text';
import { Container } from '../Layout/Container';
import { Stack } from '../Layout/Stack';
import { Section, sectionSpacings, sectionTones } from './Section';

const meta = {
  title: 'Components/Section',
  component: Section,
  argTypes: {
    tone: { control: 'inline-radio', options: sectionTones },
    spacing: { control: 'inline-radio', options: sectionSpacings },
  },
  args: { tone: 'default', spacing: 'md', id: 'ablauf', 'aria-labelledby': 'ablauf-title' },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <Section {...args}>
        <Container>
          <Stack gap="4" align="start">
            <Heading id="ablauf-title">{en ? 'How it works' : 'So funktioniert es'}</Heading>
            <Text tone="muted">
              {en
                ? 'Three steps from first call to lasting change.'
                : 'Drei Schritte vom Erstgespräch zur dauerhaften Veränderung.'}
            </Text>
            <Button variant={args.tone === 'inverse' ? 'secondary' : 'primary'}>
              {en ? 'Get started' : 'Jetzt starten'}
            </Button>
          </Stack>
        </Container>
      </Section>
    );
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Sunken: Story = { args: { tone: 'sunken' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
export const Small: Story = { args: { spacing: 'sm' } };
