import { type InboxFilter, inboxFilterSchema } from '@site/schemas';

/** The Submissions tab's own sections; the inbox is the default and leaves the URL without `view`. */
export const inboxViews = ['inbox', 'ratings', 'privacy', 'webhooks'] as const;
export type InboxView = (typeof inboxViews)[number];

/**
 * What `/admin/submissions?…` holds: the inbox's filter (as the API reads it), the section shown, and the
 * submission to open (`open`: the link in a notification e-mail).
 */
export type InboxSearch = InboxFilter & { view?: Exclude<InboxView, 'inbox'>; open?: string };

/** A submission's id as the API makes them (UUIDv7); anything else in `open` is ignored. */
const submissionId = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
  const open = typeof search.open === 'string' && submissionId.test(search.open) ? search.open : undefined;
  const viewed: InboxSearch =
    isView(search.view) && search.view !== 'inbox' ? { ...clean, view: search.view } : clean;
  return open ? { ...viewed, open } : viewed;
}

/** The filter part of the search, for the API. */
export function filterOf({ view: _view, open: _open, ...filter }: InboxSearch): InboxFilter {
  return filter;
}

/** Whether the view narrows the inbox at all (then "nothing matches" offers a reset). */
export function isFiltered(filter: InboxFilter): boolean {
  return Object.entries(filter).some(([key, value]) => key !== 'spam' && value !== undefined);
}
