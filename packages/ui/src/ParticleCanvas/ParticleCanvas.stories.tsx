import type { Meta, StoryObj } from '@storybook/react-vite';
import { ParticleCanvas } from './ParticleCanvas';
import { stage } from './ParticleCanvas.stories.css';

const meta = {
  title: 'Marketing/ParticleCanvas',
  component: ParticleCanvas,
  // Stories are screenshot fixtures: a fixed seed and a still frame keep every capture identical.
  args: {
    particleCount: 75,
    minViewportWidth: 768,
    mouseRadius: 100,
    maxSpeed: 1.5,
    seed: 42,
    reducedMotion: true,
  },
  decorators: [
    (Story) => (
      <div className={stage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParticleCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sparse: Story = { args: { particleCount: 20, seed: 7 } };

/** Renders nothing when the viewport is narrower than `minViewportWidth`. */
export const HiddenOnNarrowScreens: Story = { args: { minViewportWidth: 100_000 } };
