import { vars } from '@site/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Heading/Text';
import { Container, containerSizes } from './Container';
import { Grid } from './Grid';
import { Stack, stackAligns, stackDirections, stackJustifies } from './Stack';
import { box } from './Layout.stories.css';

const meta = {
  title: 'Components/Layout',
  component: Stack,
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
    // Every spacing token the design has, from the tokens themselves.
    gap: { control: 'select', options: Object.keys(vars.space) },
  },
  args: { direction: 'row', gap: '4', align: 'stretch', justify: 'start', wrap: false },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (labels: string[]) =>
  labels.map((label) => (
    <div key={label} className={box}>
      {label}
    </div>
  ));

export const Playground: Story = {
  render: (args) => <Stack {...args}>{boxes(['Eins', 'Zwei', 'Drei'])}</Stack>,
};

export const ResponsiveStack: Story = {
  args: { direction: 'responsive' },
  render: (args) => <Stack {...args}>{boxes(['Eins', 'Zwei', 'Drei'])}</Stack>,
};

export const ResponsiveGrid: Story = {
  render: () => (
    <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {boxes(['Eins', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs'])}
    </Grid>
  ),
};

export const Containers: Story = {
  render: (_args, { globals }) => (
    <Stack gap="4">
      {containerSizes.map((size) => (
        <Container key={size} size={size}>
          <div className={box}>
            <Text>{globals.locale === 'en' ? `Container ${size}` : `Container-Breite ${size}`}</Text>
          </div>
        </Container>
      ))}
    </Stack>
  ),
};
