import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminKeys } from '../adminSession';
import { firstPublication, secondPublication, teamCopy, teamPage } from './contentFixtures';
import { inAdminLanguage, withAnswers } from './editorStory';
import { PageEditor } from './PageEditor';

const draft = {
  pageId: 'team',
  content: teamCopy((copy) => {
    copy.en.heading = 'Meet the team';
  }),
  version: 2,
  updatedAt: '2026-11-28T09:00:00.000Z',
  updatedBy: 'carla@example.com',
};

/** The whole page editor of a small page: state, actions, the generated fields and the history. */
const meta = {
  title: 'Admin/Content/PageEditor',
  component: PageEditor,
  decorators: [
    inAdminLanguage,
    withAnswers([
      [adminKeys.contentPage('team'), { page: teamPage, draft, published: secondPublication }],
      [adminKeys.contentPublications('team'), { publications: [secondPublication, firstPublication] }],
    ]),
  ],
  args: { pageId: 'team' },
  globals: { locale: 'en' },
} satisfies Meta<typeof PageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft saved over a published copy. */
export const Playground: Story = {};

export const German: Story = { globals: { locale: 'de' } };
