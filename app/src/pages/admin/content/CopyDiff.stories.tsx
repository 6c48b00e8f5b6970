import { contentFields } from '@site/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { teamCopy, teamPage } from './contentFixtures';
import { CopyDiff } from './CopyDiff';
import { inAdminLanguage } from './editorStory';

/** A publication's changes against the copy before it: per field its name, language, before and after. */
const meta = {
  title: 'Admin/Content/CopyDiff',
  component: CopyDiff,
  decorators: [inAdminLanguage],
  args: {
    root: contentFields(teamPage),
    before: teamPage.builtIn,
    after: teamCopy((copy) => {
      copy.en.heading = 'Our team';
      copy.de.price = 59;
      copy.en.price = 59;
      copy.en.cards[1]!.title = 'Engineering';
      copy.de.cards.push({ title: 'Betrieb', text: 'Wir bleiben.', icon: 'server' });
      copy.en.cards.push({ title: 'Operations', text: 'We stay.', icon: 'server' });
    }),
  },
  argTypes: { root: { control: false }, before: { control: false }, after: { control: false } },
  globals: { locale: 'en' },
} satisfies Meta<typeof CopyDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A German admin: field names and words in German. */
export const German: Story = { globals: { locale: 'de' } };

/** A publication that changed no text (a revert to the same copy). */
export const NoChanges: Story = { args: { after: teamPage.builtIn } };
