import { describe, expect, it } from 'vitest';
import { filterOf, isFiltered, parseInboxSearch } from './inboxSearch';

describe('parseInboxSearch', () => {
  it('keeps the submission a notification e-mail opens, and nothing that is not a submission id', () => {
    const id = '0192f3a4-5b6c-7d8e-9f01-23456789abcd';
    expect(parseInboxSearch({ open: id })).toEqual({ open: id });
    expect(parseInboxSearch({ open: '../../etc', kind: 'support' })).toEqual({ kind: 'support' });
    expect(filterOf({ kind: 'support', open: id })).toEqual({ kind: 'support' });
  });

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
