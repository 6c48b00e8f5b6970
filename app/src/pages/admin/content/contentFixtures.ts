import type { ContentPageModel, ContentPublication, PageCopy } from '@site/schemas';

/*
 * A small page for the editor's tests and stories: a meta group, top-level texts, a number, a group with a link,
 * and a list of groups (bounded 1 to 3) whose items carry a design value (an icon) no admin edits.
 */

const german = {
  meta: { title: 'Unser Team', description: 'Wer hinter SMO steht und wie wir arbeiten.' },
  heading: 'Das Team',
  intro: 'Wir sind klein, schnell und persönlich.',
  price: 49,
  story: { title: 'Unsere Geschichte', link: '/about' },
  cards: [
    { title: 'Beratung', text: 'Wir hören zu, bevor wir bauen.', icon: 'chat' },
    { title: 'Entwicklung', text: 'Wir bauen, was bleibt.', icon: 'code' },
  ],
};

const english = {
  meta: { title: 'Our team', description: 'Who is behind SMO and how we work.' },
  heading: 'The team',
  intro: 'We are small, fast and personal.',
  price: 49,
  story: { title: 'Our story', link: '/en/about' },
  cards: [
    { title: 'Consulting', text: 'We listen before we build.', icon: 'chat' },
    { title: 'Development', text: 'We build what lasts.', icon: 'code' },
  ],
};

export const teamPage: ContentPageModel = {
  id: 'team',
  name: { de: 'Team', en: 'Team' },
  paths: { de: '/team', en: '/en/team' },
  builtIn: { de: german, en: english },
  listBounds: { cards: { min: 1, max: 3 } },
};

/** The team page's copy with some texts changed. */
export function teamCopy(change: (copy: { de: typeof german; en: typeof english }) => void): PageCopy {
  const copy = structuredClone({ de: german, en: english });
  change(copy);
  return copy;
}

export const firstPublication: ContentPublication = {
  id: '0193a000-0000-7000-8000-000000000001',
  pageId: 'team',
  content: teamCopy((copy) => {
    copy.en.heading = 'Our team';
  }),
  publishedAt: '2026-11-20T09:30:00.000Z',
  publishedBy: 'anna@example.com',
  revertedFrom: null,
};

export const secondPublication: ContentPublication = {
  id: '0193a000-0000-7000-8000-000000000002',
  pageId: 'team',
  content: teamCopy((copy) => {
    copy.en.heading = 'Our team';
    copy.en.cards[1]!.title = 'Engineering';
    copy.de.price = 59;
    copy.en.price = 59;
  }),
  publishedAt: '2026-11-25T14:00:00.000Z',
  publishedBy: 'ben@example.com',
  revertedFrom: null,
};
