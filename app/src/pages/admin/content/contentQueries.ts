import type { AdminAnswer, ContentDraft, ContentPublication, PageCopy } from '@site/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminDelete, adminGet, adminPost, adminPut } from '../adminApi';
import { adminKeys } from '../adminSession';

type ContentPage = AdminAnswer<'GET /api/admin/content/pages/:id'>;

export function useContentPages(enabled = true) {
  return useQuery({
    queryKey: adminKeys.contentPages,
    queryFn: ({ signal }) => adminGet('/api/admin/content/pages', { signal }),
    enabled,
  });
}

export function useContentPage(id: string) {
  return useQuery({
    queryKey: adminKeys.contentPage(id),
    queryFn: ({ signal }) => adminGet('/api/admin/content/pages/:id', { params: { id }, signal }),
  });
}

export function useContentPublications(id: string) {
  return useQuery({
    queryKey: adminKeys.contentPublications(id),
    queryFn: ({ signal }) =>
      adminGet('/api/admin/content/pages/:id/publications', { params: { id }, signal }),
  });
}

/**
 * A page's draft, publications and reverts. Each answer is put into the page's record at once (the editor's form
 * already shows what was typed, so there is nothing to guess first); the list of pages, the history and the
 * dashboard's count are asked again.
 */
export function useContentMutations(id: string) {
  const queryClient = useQueryClient();
  const params = { id };
  const putPage = (change: (page: ContentPage) => ContentPage) =>
    queryClient.setQueryData<ContentPage>(adminKeys.contentPage(id), (page) => page && change(page));
  const listsChanged = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.contentPages, exact: true }),
      queryClient.invalidateQueries({ queryKey: adminKeys.contentPublications(id) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
    ]);

  /** Someone else's draft, from a conflict: the page's record shows it (or that there is none any more). */
  const takeCurrent = (current: ContentDraft | null) => putPage((page) => ({ ...page, draft: current }));

  const saveDraft = useMutation({
    mutationFn: ({ content, version }: { content: PageCopy; version: number }) =>
      adminPut('/api/admin/content/pages/:id/draft', { params, body: { content, version } }),
    onSuccess: (draft) => putPage((page) => ({ ...page, draft })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.contentPages, exact: true }),
  });

  const discardDraft = useMutation({
    mutationFn: (version: number) =>
      adminDelete('/api/admin/content/pages/:id/draft', { params, body: { version } }),
    onSuccess: () => putPage((page) => ({ ...page, draft: null })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.contentPages, exact: true }),
  });

  const published = (publication: ContentPublication) =>
    putPage((page) => ({ ...page, published: publication }));

  const publish = useMutation({
    mutationFn: (version: number) =>
      adminPost('/api/admin/content/pages/:id/publish', { params, body: { version } }),
    // Publishing takes the draft: the page now shows it, and has no draft left.
    onSuccess: ({ publication }) => putPage((page) => ({ ...page, draft: null, published: publication })),
    onSettled: listsChanged,
  });

  const revert = useMutation({
    mutationFn: (to: string) => adminPost('/api/admin/content/pages/:id/revert', { params, body: { to } }),
    onSuccess: ({ publication }) => published(publication),
    onSettled: listsChanged,
  });

  return { saveDraft, discardDraft, publish, revert, takeCurrent };
}
