import { contentFields } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { teamCopy, teamPage } from './contentFixtures';
import { copyChanges } from './copyDiff';
import { labelSteps } from './copyTree';

const root = contentFields(teamPage);

describe('the changes between two copies', () => {
  it('lists each changed text and number with its language, in the page’s order, German first', () => {
    const after = teamCopy((copy) => {
      copy.en.cards[1]!.title = 'Engineering';
      copy.de.heading = 'Unser Team';
      copy.en.heading = 'Our team';
      copy.de.price = 59;
    });
    expect(copyChanges(root, teamPage.builtIn, after)).toEqual([
      { path: 'heading', lang: 'de', before: 'Das Team', after: 'Unser Team' },
      { path: 'heading', lang: 'en', before: 'The team', after: 'Our team' },
      { path: 'price', lang: 'de', before: '49', after: '59' },
      { path: 'cards.1.title', lang: 'en', before: 'Development', after: 'Engineering' },
    ]);
  });

  it('shows an added item’s texts from nothing and a removed one’s to nothing, and never a design value', () => {
    const added = teamCopy((copy) => {
      copy.de.cards.push({ title: 'Betrieb', text: 'Wir bleiben.', icon: 'server' });
      copy.en.cards.push({ title: 'Operations', text: 'We stay.', icon: 'server' });
    });
    expect(copyChanges(root, teamPage.builtIn, added)).toEqual([
      { path: 'cards.2.title', lang: 'de', before: null, after: 'Betrieb' },
      { path: 'cards.2.title', lang: 'en', before: null, after: 'Operations' },
      { path: 'cards.2.text', lang: 'de', before: null, after: 'Wir bleiben.' },
      { path: 'cards.2.text', lang: 'en', before: null, after: 'We stay.' },
    ]);
    expect(copyChanges(root, added, teamPage.builtIn).map((change) => change.after)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('finds nothing between a copy and itself', () => {
    expect(
      copyChanges(
        root,
        teamPage.builtIn,
        teamCopy(() => undefined),
      ),
    ).toEqual([]);
  });
});

describe('a field’s name', () => {
  it('is its groups, lists and items from the page down, an item standing for its list', () => {
    expect(labelSteps(root, 'cards.1.title')).toEqual([{ key: 'cards', item: 2 }, { key: 'title' }]);
    expect(labelSteps(root, 'story.link')).toEqual([{ key: 'story' }, { key: 'link' }]);
    expect(labelSteps(root, 'cards')).toEqual([{ key: 'cards' }]);
  });
});
