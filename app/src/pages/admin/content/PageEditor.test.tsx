import type { ContentDraft, ContentPublication, PageCopy } from '@site/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query';
import { fakeAdminApi, sessionOf } from '../fakeAdminApi';
import { firstPublication, secondPublication, teamCopy, teamPage } from './contentFixtures';
import { PageEditor } from './PageEditor';

let api: ReturnType<typeof fakeAdminApi> | undefined;
afterEach(() => {
  api?.restore();
  localStorage.clear();
});

const page = '/api/admin/content/pages/team';

function openEditor({
  draft = null,
  publications = [],
  answers = {},
}: {
  draft?: ContentDraft | null;
  publications?: ContentPublication[];
  answers?: Parameters<typeof fakeAdminApi>[0];
} = {}) {
  api = fakeAdminApi({
    'GET /api/admin/session': sessionOf('editor'),
    [`GET ${page}`]: { body: { page: teamPage, draft, published: publications[0] ?? null } },
    [`GET ${page}/publications`]: { body: { publications } },
    ...answers,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PageEditor pageId="team" />
    </QueryClientProvider>,
  );
  return api;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the page editor', () => {
  it('has a labelled field for every text, link and number in both languages, grouped as the copy groups them', async () => {
    openEditor();
    const heading = await screen.findByRole('textbox', { name: 'Heading (German)' });
    expect(heading).toHaveValue('Das Team');
    expect(screen.getByRole('textbox', { name: 'Heading (English)' })).toHaveValue('The team');
    // A number is a number field, in the admin's locale.
    expect(screen.getByRole('textbox', { name: 'Price (English)' })).toHaveValue('49');
    // A group is a fieldset named by its heading, its fields inside it.
    const story = group('Story');
    expect(within(story).getByRole('heading', { name: 'Story' })).toBeVisible();
    expect(within(story).getByRole('textbox', { name: 'Title (German)' })).toHaveValue('Unsere Geschichte');
    // A link says what it may be.
    expect(within(story).getByRole('textbox', { name: 'Link (English)' })).toHaveAccessibleDescription(
      /starting with \/ \(like \/about or \/en\/about\), or an address starting with https:\/\//,
    );
    // A list of groups: one group per item, each with its texts; the design's icon is no field.
    const cards = group('Cards');
    const second = within(cards).getByRole('group', { name: 'Cards: item 2' });
    expect(within(second).getByRole('textbox', { name: 'Text (English)' })).toHaveValue(
      'We build what lasts.',
    );
    expect(screen.queryByRole('textbox', { name: /Icon/ })).toBeNull();
    // The meta texts sit in their own group.
    expect(within(group('Search engines')).getByRole('textbox', { name: 'Title (English)' })).toHaveValue(
      'Our team',
    );
  });

  it('names every field in German for a German admin', async () => {
    localStorage.setItem('admin-lang', 'de');
    openEditor();
    expect(await screen.findByRole('textbox', { name: 'Überschrift (Englisch)' })).toHaveValue('The team');
    expect(group('Karten: Eintrag 1')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Preis (Deutsch)' })).toHaveValue('49');
  });

  it('adds, moves and removes list items by keyboard, in both languages, within the bounds', async () => {
    const user = userEvent.setup();
    openEditor();
    const cards = await screen.findByRole('group', { name: 'Cards' });
    const titles = (lang: 'German' | 'English') =>
      within(cards)
        .getAllByRole('textbox', { name: `Title (${lang})` })
        .map((input) => (input as HTMLInputElement).value);

    within(cards).getByRole('button', { name: 'Move down: Cards: item 1' }).focus();
    await user.keyboard('{Enter}');
    expect(titles('German')).toEqual(['Entwicklung', 'Beratung']);
    expect(titles('English')).toEqual(['Development', 'Consulting']);
    // The focus stayed with the item that moved; at the end of the list it takes the other way.
    expect(within(cards).getByRole('button', { name: 'Move up: Cards: item 2' })).toHaveFocus();
    expect(within(cards).getByRole('button', { name: 'Move down: Cards: item 2' })).toBeDisabled();
    expect(within(cards).getByRole('button', { name: 'Move up: Cards: item 1' })).toBeDisabled();

    within(cards).getByRole('button', { name: 'Add item to Cards' }).focus();
    await user.keyboard('{Enter}');
    const third = within(cards).getByRole('group', { name: 'Cards: item 3' });
    expect(within(third).getByRole('textbox', { name: 'Title (German)' })).toHaveFocus();
    expect(within(third).getByRole('textbox', { name: 'Text (English)' })).toHaveValue('');
    // At the design's bound: Add is disabled, and the reason is said beside it.
    const add = within(cards).getByRole('button', { name: 'Add item to Cards' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Cards holds at most 3 items: remove one to add another.');

    within(cards).getByRole('button', { name: 'Remove: Cards: item 1' }).focus();
    await user.keyboard('{Enter}');
    expect(titles('German')).toEqual(['Beratung', '']);
    expect(within(cards).getByRole('button', { name: 'Remove: Cards: item 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(titles('English')).toEqual(['']);
    const remove = within(cards).getByRole('button', { name: 'Remove: Cards: item 1' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'Cards needs at least 1 items: add one before you remove one.',
    );
    expect(within(cards).getByRole('button', { name: 'Add item to Cards' })).toHaveFocus();
  });

  it('refuses a missing English text with the message beside the field, and sends nothing', async () => {
    const user = userEvent.setup();
    openEditor();
    const english = await screen.findByRole('textbox', { name: 'Heading (English)' });
    await user.clear(english);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(english).toHaveFocus());
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(english).toHaveAccessibleDescription('Enter a text.');
    expect(screen.getByRole('textbox', { name: 'Heading (German)' })).not.toHaveAttribute('aria-invalid');
    const summary = screen.getByRole('note', { name: 'Not saved' });
    expect(within(summary).getByRole('button', { name: 'Heading (English)' })).toBeVisible();
    expect(api!.sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('saves the draft against the version it was loaded from, and says who saved it', async () => {
    const user = userEvent.setup();
    openEditor({
      answers: {
        [`PUT ${page}/draft`]: (body) => ({
          body: {
            pageId: 'team',
            content: (body as { content: unknown }).content,
            version: 1,
            updatedAt: '2026-11-28T10:00:00.000Z',
            updatedBy: 'editor@example.com',
          },
        }),
      },
    });
    const english = await screen.findByRole('textbox', { name: 'Heading (English)' });
    await user.clear(english);
    await user.type(english, 'Meet the team');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved .* by editor@example\.com/);
    const put = api!.sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 0, content: { en: { heading: 'Meet the team' } } });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('explains a draft someone else saved first, and loads theirs when asked', async () => {
    const user = userEvent.setup();
    const theirs: ContentDraft = {
      pageId: 'team',
      content: teamCopy((copy) => {
        copy.en.heading = 'Their heading';
      }),
      version: 3,
      updatedAt: '2026-11-28T09:00:00.000Z',
      updatedBy: 'carla@example.com',
    };
    openEditor({
      answers: {
        [`PUT ${page}/draft`]: {
          status: 409,
          body: { error: { code: 'version_conflict' }, current: theirs },
        },
      },
    });
    const english = await screen.findByRole('textbox', { name: 'Heading (English)' });
    await user.type(english, '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /carla@example\.com saved a draft of this page .* while you were editing/,
    );
    expect(english).toHaveValue('The team!');
    await user.click(within(alert).getByRole('button', { name: 'Load their draft' }));
    expect(english).toHaveValue('Their heading');
    expect(screen.getByText(/Draft saved .* by carla@example\.com/)).toBeVisible();
  });

  it('keeps my changes on their draft’s version when asked, so the next save replaces theirs knowingly', async () => {
    const user = userEvent.setup();
    const theirs: ContentDraft = {
      pageId: 'team',
      content: teamCopy((copy) => {
        copy.en.heading = 'Their heading';
      }),
      version: 3,
      updatedAt: '2026-11-28T09:00:00.000Z',
      updatedBy: 'carla@example.com',
    };
    openEditor({
      answers: {
        [`PUT ${page}/draft`]: (body) =>
          (body as { version: number }).version === 3
            ? { body: { ...theirs, content: (body as { content: unknown }).content, version: 4 } }
            : { status: 409, body: { error: { code: 'version_conflict' }, current: theirs } },
      },
    });
    const english = await screen.findByRole('textbox', { name: 'Heading (English)' });
    await user.type(english, '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Keep my changes' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(english).toHaveValue('The team!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(
        api!.sent.filter((request) => request.method === 'PUT').map((request) => request.body),
      ).toMatchObject([{ version: 0 }, { version: 3, content: { en: { heading: 'The team!' } } }]),
    );
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('counts a meta title against the search engines’ guide and shows the search result per language', async () => {
    const user = userEvent.setup();
    openEditor();
    const meta = await screen.findByRole('group', { name: 'Search engines' });
    const title = within(meta).getByRole('textbox', { name: 'Title (English)' });
    expect(title).toHaveAccessibleDescription('8 of about 60 characters');
    const result = within(meta).getByRole('figure', { name: 'Search result (English)' });
    expect(result).toHaveTextContent('https://www.example.com/en/team');
    expect(result).toHaveTextContent('Our team | SMO');
    await user.clear(title);
    await user.type(title, 'A'.repeat(61));
    expect(title).toHaveAccessibleDescription(
      '61 characters: search engines show about 60 and cut off the rest.',
    );
    expect(result).toHaveTextContent(`${'A'.repeat(59)} …`);
    expect(within(meta).getByRole('figure', { name: 'Search result (German)' })).toHaveTextContent(
      'Unser Team | SMO',
    );
  });

  it('publishes the saved draft after a confirmation, and then shows who published it when', async () => {
    const user = userEvent.setup();
    const draft: ContentDraft = {
      pageId: 'team',
      content: teamCopy((copy) => {
        copy.de.heading = 'Unser Team';
      }),
      version: 4,
      updatedAt: '2026-11-28T09:00:00.000Z',
      updatedBy: 'editor@example.com',
    };
    openEditor({
      draft,
      answers: {
        [`POST ${page}/publish`]: {
          body: {
            publication: {
              id: 'p3',
              pageId: 'team',
              content: draft.content,
              publishedAt: '2026-11-28T11:00:00.000Z',
              publishedBy: 'editor@example.com',
              revertedFrom: null,
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish Team?' });
    expect(dialog).toHaveAccessibleDescription(
      /The live pages \/team and \/en\/team show this copy from now on/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText(/Published .* by editor@example\.com; there is no draft\./);
    expect(api!.sent.find((request) => request.method === 'POST')?.body).toEqual({ version: 4 });
  });

  it('shows each publication’s changes against the one before it, and reverts after a confirmation', async () => {
    const user = userEvent.setup();
    openEditor({
      publications: [secondPublication, firstPublication],
      answers: {
        [`POST ${page}/revert`]: {
          body: {
            publication: {
              ...firstPublication,
              id: 'p3',
              revertedFrom: firstPublication.id,
              publishedAt: '2026-11-28T11:00:00.000Z',
            },
          },
        },
      },
    });
    const history = await screen.findByRole('list', { name: 'History' });
    const [live, earlier] = within(history).getAllByRole('listitem');
    await user.click(within(live!).getByRole('button', { name: 'Show changes (3)' }));
    const changes = within(live!).getByRole('list', { name: 'Changes' });
    expect(changes).toHaveTextContent('Price (German)Before: 49After: 59');
    expect(changes).toHaveTextContent('Cards: item 2 › Title (English)Before: DevelopmentAfter: Engineering');
    await user.click(within(earlier!).getByRole('button', { name: 'Show changes (1)' }));
    expect(within(earlier!).getByText('Against the built-in copy:')).toBeVisible();

    await user.click(within(earlier!).getByRole('button', { name: /^Revert to this: the publication of / }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revert Team?' });
    expect(dialog).toHaveAccessibleDescription(/go back to the copy anna@example\.com published/);
    await user.click(within(dialog).getByRole('button', { name: 'Revert to this' }));
    await waitFor(() =>
      expect(api!.sent.find((request) => request.method === 'POST')?.body).toEqual({
        to: firstPublication.id,
      }),
    );
  });

  it('opens a draft an older build saved, whose copy no longer fits the page, and names what to fix', async () => {
    // The page's copy changed since: the draft lacks the cards and holds a field the page no longer has.
    const stale = teamCopy(() => undefined) as unknown as Record<'de' | 'en', Record<string, unknown>>;
    for (const lang of ['de', 'en'] as const) {
      delete stale[lang].cards;
      stale[lang].retired = 'Alt';
    }
    openEditor({
      draft: {
        pageId: 'team',
        content: stale as unknown as PageCopy,
        version: 3,
        updatedAt: '2026-11-27T10:00:00.000Z',
        updatedBy: 'anna@example.com',
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Heading (German)' })).toHaveValue('Das Team');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^The draft was not saved\./)).toBeVisible();
  });
});
