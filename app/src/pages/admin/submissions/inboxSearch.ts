import { type InboxFilter, inboxFilterSchema } from '@site/schemas';

/** The Submissions tab's own sections; the inbox is the default and leaves the URL without `view`. */
export const inboxViews = ['inbox', 'ratings', 'privacy', 'webhooks'] as const;
export type InboxView = (typeof inboxViews)[number];

/** What `/admin/submissions?…` holds: the inbox's filter (as the API reads it) and the section shown. */
export type InboxSearch = InboxFilter & { view?: Exclude<InboxView, 'inbox'> };

const isView = (value: unknown): value is InboxView => inboxViews.includes(value as InboxView);

/**
 * The URL's search as an inbox view. A hand-edited filter that does not validate shows the whole inbox rather
 * than an error; the section survives it.
 */
export function parseInboxSearch(search: Record<string, unknown>): InboxSearch {
  let filter: InboxFilter = {};
  try {
    filter = inboxFilterSchema.validateSync(search, { stripUnknown: true });
  } catch {
    // the whole inbox
  }
  const clean = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as InboxFilter;
  return isView(search.view) && search.view !== 'inbox' ? { ...clean, view: search.view } : clean;
}

/** The filter part of the search, for the API. */
export function filterOf({ view: _view, ...filter }: InboxSearch): InboxFilter {
  return filter;
}

/** Whether the view narrows the inbox at all (then "nothing matches" offers a reset). */
export function isFiltered(filter: InboxFilter): boolean {
  return Object.entries(filter).some(([key, value]) => key !== 'spam' && value !== undefined);
}
