import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamCopy } from './contentFixtures';
import { DraftConflict } from './DraftConflict';
import { inAdminLanguage } from './editorStory';

/** A save refused because someone else saved a draft first: who, when, and the admin's choice. */
const meta = {
  title: 'Admin/Content/DraftConflict',
  component: DraftConflict,
  decorators: [inAdminLanguage],
  args: {
    current: {
      pageId: 'team',
      content: teamCopy(() => undefined),
      version: 3,
      updatedAt: '2026-11-28T09:00:00.000Z',
      updatedBy: 'carla@example.com',
    },
    onDecide: () => undefined,
  },
  argTypes: { current: { control: false }, onDecide: { control: false } },
  globals: { locale: 'en' },
} satisfies Meta<typeof DraftConflict>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The draft being edited was published or discarded meanwhile. */
export const DraftGone: Story = { args: { current: null } };

export const German: Story = { globals: { locale: 'de' } };
