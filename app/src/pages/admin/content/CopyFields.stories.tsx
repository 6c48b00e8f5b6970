import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamCopy, teamPage } from './contentFixtures';
import { EditorForm, inAdminLanguage } from './editorStory';

/** The page editor's fields, generated from a small page's copy: every kind of field and list the studio knows. */
const meta = {
  title: 'Admin/Content/CopyFields',
  component: EditorForm,
  decorators: [inAdminLanguage],
  args: { page: teamPage, saveTried: false },
  argTypes: { page: { control: false }, values: { control: false } },
  globals: { locale: 'en' },
} satisfies Meta<typeof EditorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A German admin: every label, list action and message in German. */
export const German: Story = { globals: { locale: 'de' } };

/** A save tried with an English heading and a German card text missing: each says so beside it, and in the summary. */
export const SaveRefused: Story = {
  args: {
    saveTried: true,
    values: teamCopy((copy) => {
      copy.en.heading = '';
      copy.de.cards[1]!.text = '';
      copy.en.story.link = 'www.example.com';
    }),
  },
};

/** A list at the design's bound: Add is disabled and the reason is said beside it. */
export const ListFull: Story = {
  args: {
    values: teamCopy((copy) => {
      copy.de.cards.push({ title: 'Betrieb', text: 'Wir bleiben.', icon: 'server' });
      copy.en.cards.push({ title: 'Operations', text: 'We stay.', icon: 'server' });
    }),
  },
};

/** A meta title and description longer than search engines show: counted in the warning colour, cut in the preview. */
export const MetaOverGuide: Story = {
  args: {
    values: teamCopy((copy) => {
      copy.en.meta.title = 'Our team of consultants, developers and coaches for small businesses';
      copy.en.meta.description =
        'Who is behind SMO and how we work: a small team of consultants, developers and coaches who build websites, marketing and AI coaching for small businesses in the region.';
    }),
  },
};

/** On a 320 px phone: German and English one under the other (one card, to stay within the captured height). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    values: teamCopy((copy) => {
      copy.de.cards.pop();
      copy.en.cards.pop();
    }),
  },
};
