import type {
  AdminAnswer,
  Erasure,
  InboxFilter,
  InboxPage,
  InboxSubmission,
  RatingGrouping,
  SubmissionAction,
  SubmissionKind,
  Webhook,
} from '@site/schemas';
import {
  type InfiniteData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminDelete, adminGet, adminPost } from '../adminApi';
import { adminKeys } from '../adminSession';
import { submissionAfter } from './inboxActions';

/** The inbox's records are defined once, in @site/schemas, for the API and these screens. */
export type { DeliveryStatus, InboxSubmission, RatingGroup, Webhook, WebhookDelivery } from '@site/schemas';

type WebhookList = AdminAnswer<'GET /api/admin/webhooks'>;
type DeliveryList = AdminAnswer<'GET /api/admin/webhooks/:id/deliveries'>;

/** Query keys of the inbox and the webhooks; everything under `inboxKeys.all` is what visitors sent. */
export const inboxKeys = {
  all: adminKeys.inbox,
  lists: [...adminKeys.inbox, 'list'] as const,
  list: (filter: InboxFilter) => [...adminKeys.inbox, 'list', filter] as const,
  detail: (id: string) => [...adminKeys.inbox, 'detail', id] as const,
  stats: (filter: InboxFilter, by: RatingGrouping) => [...adminKeys.inbox, 'stats', by, filter] as const,
  erasure: (subject: Erasure | null) => [...adminKeys.inbox, 'erasure', subject] as const,
  counts: adminKeys.inboxCounts,
};

export const webhookKeys = {
  all: ['/api/admin/webhooks'] as const,
  deliveries: (id: string) => ['/api/admin/webhooks', id, 'deliveries'] as const,
};

/**
 * Where the current view downloads as CSV or JSON; the server streams it, so any size stays cheap. The view's
 * filter goes along as the list sends it, empty values left out.
 */
export function exportHref(filter: InboxFilter, format: 'csv' | 'json'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, format }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `/api/admin/submissions/export?${params}`;
}

export function useInboxCounts(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.counts,
    queryFn: ({ signal }) => adminGet('/api/admin/submissions/counts', { signal }),
    enabled,
  });
}

/**
 * How many submissions nobody has read yet (spam not counted), for the tab and the dashboard; not asked for when
 * the admin's role has no inbox (`enabled`).
 */
export function useUnreadCount(enabled = true): number | undefined {
  return useInboxCounts(enabled).data?.unread;
}

/** One view of the inbox, newest first, fifty at a time; each next page starts after the last row shown. */
export function useInboxPages(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      adminGet('/api/admin/submissions', { query: { ...filter, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** One submission, shown at once from the list it was opened from and then read fresh from the server. */
export function useSubmission(id: string | null, fromList: InboxSubmission | undefined) {
  return useQuery({
    queryKey: inboxKeys.detail(id ?? ''),
    queryFn: ({ signal }) => adminGet('/api/admin/submissions/:id', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    placeholderData: fromList,
  });
}

type ListCache = InfiniteData<InboxPage, string | undefined>;

/**
 * Mark read or unread, archive, spam or not spam, delete — on one submission or a selection. The lists, open
 * details and counts change at once (a row that no longer belongs to a view leaves it) and go back if the server
 * refuses; afterwards every inbox view, the unread count and the dashboard ask the server again.
 */
export function useInboxAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: string[]; action: SubmissionAction }) => {
      let changed = 0;
      // The API takes at most 500 ids per request; a larger selection goes in turns.
      for (let start = 0; start < ids.length; start += 500) {
        const answer = await adminPost('/api/admin/submissions/actions', {
          body: { ids: ids.slice(start, start + 500), action },
        });
        changed += answer.changed;
      }
      return changed;
    },
    onMutate: async ({ ids, action }) => {
      await queryClient.cancelQueries({ queryKey: inboxKeys.all });
      const chosen = new Set(ids);
      const previous: (readonly [QueryKey, unknown])[] = [
        ...queryClient.getQueriesData<ListCache>({ queryKey: inboxKeys.lists }),
        ...ids.map((id) => [inboxKeys.detail(id), queryClient.getQueryData(inboxKeys.detail(id))] as const),
      ];
      for (const [key, data] of queryClient.getQueriesData<ListCache>({ queryKey: inboxKeys.lists })) {
        if (!data) continue;
        const filter = (key[2] ?? {}) as InboxFilter;
        queryClient.setQueryData<ListCache>(key, {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((item) => {
              if (!chosen.has(item.id)) return [item];
              const after = submissionAfter(item, action, filter);
              return after ? [after] : [];
            }),
          })),
        });
      }
      for (const id of ids) {
        const item = queryClient.getQueryData<InboxSubmission>(inboxKeys.detail(id));
        if (item && action !== 'delete')
          queryClient.setQueryData(inboxKeys.detail(id), submissionAfter(item, action, { spam: 'include' }));
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (_changed, _error, { ids, action }) => {
      if (action === 'delete')
        for (const id of ids) queryClient.removeQueries({ queryKey: inboxKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.counts }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
    },
  });
}

export function useRatingStats(filter: InboxFilter, by: RatingGrouping) {
  return useQuery({
    queryKey: inboxKeys.stats(filter, by),
    queryFn: ({ signal }) => adminGet('/api/admin/submissions/stats', { query: { ...filter, by }, signal }),
  });
}

/** What "erase everything from …" would delete, read before anything is deleted. */
export function useErasurePreview(subject: Erasure | null) {
  return useQuery({
    queryKey: inboxKeys.erasure(subject),
    // Asked only once there is a subject (`enabled`).
    queryFn: ({ signal }) => adminGet('/api/admin/submissions/erasure', { query: subject!, signal }),
    enabled: subject !== null,
  });
}

export function useErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: Erasure) => adminPost('/api/admin/submissions/erasure', { body: subject }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.counts }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.all,
    queryFn: ({ signal }) => adminGet('/api/admin/webhooks', { signal }),
  });
}

export function useWebhookMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const add = useMutation({
    mutationFn: (input: { url: string; kinds: SubmissionKind[] }) =>
      adminPost('/api/admin/webhooks', { body: input }),
    onSuccess: ({ webhook }) =>
      queryClient.setQueryData<WebhookList>(
        webhookKeys.all,
        (list) => list && { webhooks: [...list.webhooks, webhook] },
      ),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (webhook: Webhook) => adminDelete('/api/admin/webhooks/:id', { params: { id: webhook.id } }),
    onMutate: async (webhook) => {
      await queryClient.cancelQueries({ queryKey: webhookKeys.all });
      const previous = queryClient.getQueryData<WebhookList>(webhookKeys.all);
      queryClient.setQueryData<WebhookList>(
        webhookKeys.all,
        (list) => list && { webhooks: list.webhooks.filter((each) => each.id !== webhook.id) },
      );
      return { previous };
    },
    onError: (_error, _webhook, context) => {
      if (context?.previous) queryClient.setQueryData(webhookKeys.all, context.previous);
    },
    onSettled: refresh,
  });
  return { add, remove };
}

export function useDeliveries(webhookId: string | null) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId ?? ''),
    queryFn: ({ signal }) =>
      adminGet('/api/admin/webhooks/:id/deliveries', { params: { id: webhookId ?? '' }, signal }),
    enabled: webhookId !== null,
  });
}

/** Sends a delivery again from the first attempt; the log shows it pending until the sender has tried. */
export function useRedeliver(webhookId: string) {
  const queryClient = useQueryClient();
  const key = webhookKeys.deliveries(webhookId);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      adminPost('/api/admin/webhooks/deliveries/:id/redeliver', { params: { id: deliveryId } }),
    onMutate: async (deliveryId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DeliveryList>(key);
      queryClient.setQueryData<DeliveryList>(
        key,
        (list) =>
          list && {
            deliveries: list.deliveries.map((delivery) =>
              delivery.id === deliveryId ? { ...delivery, status: 'pending', attempts: 0 } : delivery,
            ),
          },
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
