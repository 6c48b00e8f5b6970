import { describe, expect, it } from 'vitest';
import { filterOf, isFiltered, parseInboxSearch } from './inboxSearch';

describe('parseInboxSearch', () => {
  it('reads the filter and the section from the address, leaving out what is empty', () => {
    expect(parseInboxSearch({ kind: 'survey', rating: 4, q: ' müller ', from: '', view: 'ratings' })).toEqual(
      {
        kind: 'survey',
        rating: 4,
        q: 'müller',
        view: 'ratings',
      },
    );
  });

  it('shows the whole inbox for a filter that does not validate, and keeps the section', () => {
    expect(parseInboxSearch({ kind: 'letter', view: 'webhooks' })).toEqual({ view: 'webhooks' });
    expect(parseInboxSearch({ rating: 9 })).toEqual({});
  });

  it('leaves the default section and unknown sections out of the address', () => {
    expect(parseInboxSearch({ view: 'inbox' })).toEqual({});
    expect(parseInboxSearch({ view: 'secrets', status: 'new' })).toEqual({ status: 'new' });
  });
});

describe('filterOf and isFiltered', () => {
  it('send the API only the filter, and count the folder alone as no filter', () => {
    expect(filterOf({ spam: 'only', view: 'ratings' })).toEqual({ spam: 'only' });
    expect(isFiltered({ spam: 'only' })).toBe(false);
    expect(isFiltered({ spam: 'only', q: 'x' })).toBe(true);
  });
});
