import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Heading/Text';
import { Grid } from '../Layout/Grid';
import { Card, cardVariants } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  argTypes: { variant: { control: 'inline-radio', options: cardVariants } },
  args: { variant: 'default' },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <Grid columns={3}>
        <Card
          {...args}
          header={
            <>
              {args.variant === 'featured' && <Badge tone="accent">{en ? 'Recommended' : 'Empfohlen'}</Badge>}
              <Heading level={3} size="md">
                NOVA
              </Heading>
            </>
          }
          footer={<Button>{en ? 'Learn more' : 'Mehr erfahren'}</Button>}
        >
          <Text tone="muted">
            {en ? 'The 9-minute quantum breakthrough.' : 'Der 9-Minuten-Quantendurchbruch.'}
          </Text>
        </Card>
      </Grid>
    );
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Featured: Story = { args: { variant: 'featured' } };
export const BodyOnly: Story = {
  render: (args) => (
    <Grid columns={3}>
      <Card {...args}>
        <Text>Unternehmensberatungsdienstleistungen mit langen zusammengesetzten Wörtern.</Text>
      </Card>
    </Grid>
  ),
};
