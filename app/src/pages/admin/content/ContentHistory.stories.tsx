import { contentFields, type ContentPublication } from '@site/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminKeys } from '../adminSession';
import { firstPublication, secondPublication, teamPage } from './contentFixtures';
import { ContentHistory } from './ContentHistory';
import { inAdminLanguage, withAnswers } from './editorStory';

const reverted: ContentPublication = {
  ...firstPublication,
  id: '0193a000-0000-7000-8000-000000000003',
  publishedAt: '2026-11-27T16:45:00.000Z',
  publishedBy: 'carla@example.com',
  revertedFrom: firstPublication.id,
};

/** The page's publications as the API would answer them, without asking it. */
const withPublications = (publications: ContentPublication[]) =>
  withAnswers([[adminKeys.contentPublications('team'), { publications }]]);

/** A page's publications, newest first, each with its changes and a way back to it. */
const meta = {
  title: 'Admin/Content/ContentHistory',
  component: ContentHistory,
  decorators: [inAdminLanguage, withPublications([reverted, secondPublication, firstPublication])],
  args: {
    pageId: 'team',
    name: 'Team',
    root: contentFields(teamPage),
    builtIn: teamPage.builtIn,
    hasDraft: false,
    onRevert: async () => undefined,
  },
  argTypes: { root: { control: false }, builtIn: { control: false }, onRevert: { control: false } },
  globals: { locale: 'en' },
} satisfies Meta<typeof ContentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One publication's changes shown, against the publication before it. */
export const ChangesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show changes (3)' })[0]!);
    await expect(canvas.getByRole('list', { name: 'Changes' })).toBeVisible();
  },
};

export const German: Story = { globals: { locale: 'de' } };

/** Nothing published yet: the live pages show the built-in copy. */
export const NotPublished: Story = { decorators: [withPublications([])] };
