import type { AdminAnswer, ColorScheme } from '@site/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost, adminPut } from '../adminApi';
import { adminKeys, useRoleMay } from '../adminSession';

export type SchemeList = AdminAnswer<'GET /api/admin/color-schemes'>;

export function useColorSchemes() {
  // Read above the frame on every tab (the header's Save Changes), so asked only of a role that looks after the
  // colours: support's every page would otherwise be refused by the API and counted in the audit log.
  const mayRead = useRoleMay('catalogue');
  return useQuery({
    queryKey: adminKeys.colorSchemes,
    queryFn: ({ signal }) => adminGet('/api/admin/color-schemes', { signal }),
    enabled: mayRead,
  });
}

export function usePublications(schemeId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.publications(schemeId ?? ''),
    queryFn: ({ signal }) =>
      adminGet('/api/admin/color-schemes/:id/publications', { params: { id: schemeId ?? '' }, signal }),
    enabled: schemeId !== undefined,
  });
}

/** Saving, publishing and reverting schemes; each puts the server's answer into the cached list. */
export function useColorSchemeMutations() {
  const queryClient = useQueryClient();
  const putScheme = (saved: ColorScheme) =>
    queryClient.setQueryData<SchemeList>(
      adminKeys.colorSchemes,
      (list) =>
        list && {
          colorSchemes: list.colorSchemes.map((scheme) => (scheme.id === saved.id ? saved : scheme)),
        },
    );

  const save = useMutation({
    mutationFn: ({
      id,
      name,
      baseColor,
      version,
    }: {
      id: string;
      name: string;
      baseColor: string;
      version: number;
    }) => adminPut('/api/admin/color-schemes/:id', { params: { id }, body: { name, baseColor, version } }),
    onSuccess: putScheme,
  });

  const publish = useMutation({
    mutationFn: ({
      id,
      version,
      acceptContrastWarning,
    }: {
      id: string;
      version: number;
      acceptContrastWarning?: string;
    }) =>
      adminPost('/api/admin/color-schemes/:id/publish', {
        params: { id },
        body: { version, acceptContrastWarning },
      }),
    onSuccess: ({ scheme }) => {
      putScheme(scheme);
      return queryClient.invalidateQueries({ queryKey: adminKeys.publications(scheme.id) });
    },
  });

  const revert = useMutation({
    mutationFn: ({ id, version, publicationId }: { id: string; version: number; publicationId: string }) =>
      adminPost('/api/admin/color-schemes/:id/revert', { params: { id }, body: { version, publicationId } }),
    onSuccess: ({ scheme }) => {
      putScheme(scheme);
      return queryClient.invalidateQueries({ queryKey: adminKeys.publications(scheme.id) });
    },
  });

  return { save, publish, revert };
}
