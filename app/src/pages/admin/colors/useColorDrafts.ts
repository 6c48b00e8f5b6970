import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { adminRefusal } from '../adminApi';
import { adminKeys } from '../adminSession';
import { readStorage, writeStorage } from '../storage';
import {
  fromServer,
  type ProductColorEntry,
  parseProductColors,
  productColorsKey,
  reconcileDrafts,
  type StaleDraft,
  unsavedEntries,
  withBaseColor,
} from './colorDrafts';
import type { ColorScheme, Publication } from '@site/schemas';
import { type SchemeList, useColorSchemeMutations, useColorSchemes } from './colorQueries';

/** Where a save, publish or revert comes back with the scheme as someone else left it. */
const conflictingChanges = [
  'PUT /api/admin/color-schemes/:id',
  'POST /api/admin/color-schemes/:id/publish',
  'POST /api/admin/color-schemes/:id/revert',
] as const;

/** What storage keeps: the working list, with each stale draft kept as it was until the admin decides. */
function storedList(
  next: readonly ProductColorEntry[],
  staleNow: readonly StaleDraft[],
  drafts: readonly ProductColorEntry[] | null | undefined,
): ProductColorEntry[] {
  return next.map((entry) =>
    staleNow.some((draft) => draft.id === entry.id)
      ? (drafts?.find((d) => d.id === entry.id) ?? entry)
      : entry,
  );
}

/** Writes the working list; a browser that refuses (storage full or off) is named in the console (spec §8). */
function storeDrafts(list: readonly ProductColorEntry[]) {
  if (!writeStorage(productColorsKey, JSON.stringify(list)))
    console.error('Failed to save product colors to localStorage');
}

/**
 * The Color Manager's working copy: the server's schemes with this browser's unsaved colours on top. Every edit is
 * written to `productColors` at once (spec §4), so unsaved colours survive a reload; a draft made on a version the
 * server no longer has is never applied, it waits in `stale` for the admin's decision.
 */
export function useColorDrafts() {
  const queryClient = useQueryClient();
  const schemes = useColorSchemes();
  const { save, publish, revert } = useColorSchemeMutations();
  // undefined until hydrated: the server renders without storage, so drafts are read after the first render.
  const [drafts, setDrafts] = useState<ProductColorEntry[] | null>();

  useEffect(() => {
    setDrafts(parseProductColors(readStorage(productColorsKey)) ?? null);
  }, []);

  const server = schemes.data?.colorSchemes;
  const { entries, stale } = useMemo(
    () =>
      server && drafts !== undefined
        ? reconcileDrafts(server, drafts ?? undefined)
        : { entries: [], stale: [] },
    [server, drafts],
  );
  // The working list as last written: an import changes several schemes in one event, and each change must build
  // on the one before it rather than on the list this render started with.
  const working = useRef<readonly ProductColorEntry[]>(entries);
  working.current = entries;
  const unsaved = useMemo(() => (server ? unsavedEntries(entries, server) : []), [entries, server]);
  const ready = server !== undefined && drafts !== undefined;

  /** Makes `next` the working list, on screen and in storage. */
  const keep = (next: readonly ProductColorEntry[], staleNow: readonly StaleDraft[]) => {
    const stored = storedList(next, staleNow, drafts);
    working.current = next;
    setDrafts(stored);
    storeDrafts(stored);
  };

  // A fresh browser starts its draft list from the server's (spec §4: seeded on first load); after that, whatever
  // the server answers (a load, a save, someone else's colour) is written back under this browser's drafts, so a
  // colour once saved is no draft any more.
  // It reads the drafts as they are by then (an updater), not as this render saw them: a share link's draft applied
  // in the same commit must not be written over.
  useEffect(() => {
    if (!server) return;
    setDrafts((current) => {
      if (current === undefined) return current;
      const { entries: next, stale: staleNow } = reconcileDrafts(server, current ?? undefined);
      if (next.length === 0) return current;
      const stored = storedList(next, staleNow, current);
      storeDrafts(stored);
      return stored;
    });
  }, [server]);

  const putScheme = (scheme: ColorScheme) =>
    queryClient.setQueryData<SchemeList>(
      adminKeys.colorSchemes,
      (list) =>
        list && { colorSchemes: list.colorSchemes.map((known) => (known.id === scheme.id ? scheme : known)) },
    );

  /** A 409 carries the server's current scheme: take it, so the refused draft shows up as stale. */
  const takeCurrent = (error: unknown) => {
    const current = adminRefusal(error, conflictingChanges, 'version_conflict')?.current;
    if (current) putScheme(current);
  };

  const changeColor = (id: string, baseColor: string) =>
    keep(withBaseColor(working.current, id, baseColor), stale);

  const decideStale = (draft: StaleDraft, keepMine: boolean) => {
    const scheme = server?.find((known) => known.id === draft.id);
    if (!scheme) return;
    const others = stale.filter((other) => other.id !== draft.id);
    // Keeping it puts the draft on the server's current version, so it becomes an ordinary unsaved change.
    const next = keepMine
      ? withBaseColor(entries, draft.id, draft.draftColor, {
          version: scheme.version,
          savedColor: scheme.baseColor,
        })
      : entries;
    keep(next, others);
  };

  /** Saves every unsaved colour; answers the ids that could not be saved (conflicts become stale drafts). */
  const saveAll = async (): Promise<{ saved: number; failed: unknown[] }> => {
    const results = await Promise.allSettled(
      unsaved.map(({ id, name, baseColor, version }) => save.mutateAsync({ id, name, baseColor, version })),
    );
    const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    failed.forEach(takeCurrent);
    return { saved: results.length - failed.length, failed };
  };

  /** Publishes one entry, saving its unsaved colour first so what goes live is what the server keeps. */
  const publishEntry = async (entry: ProductColorEntry, acceptContrastWarning?: string) => {
    let version = server?.find((scheme) => scheme.id === entry.id)?.version ?? entry.version;
    try {
      if (unsaved.some((draft) => draft.id === entry.id)) {
        const saved = await save.mutateAsync({ ...entry, version: entry.version });
        version = saved.version;
      }
      await publish.mutateAsync({ id: entry.id, version, acceptContrastWarning });
    } catch (error) {
      takeCurrent(error);
      throw error;
    }
  };

  /** Reverting makes the earlier colours the scheme's own; an unsaved colour for it would now be stale, so it goes. */
  const revertEntry = async (entry: ProductColorEntry, publication: Publication) => {
    const version = server?.find((scheme) => scheme.id === entry.id)?.version ?? entry.version;
    try {
      const { scheme } = await revert.mutateAsync({ id: entry.id, version, publicationId: publication.id });
      keep(
        entries.map((known) => (known.id === scheme.id ? fromServer(scheme) : known)),
        stale.filter((draft) => draft.id !== scheme.id),
      );
    } catch (error) {
      takeCurrent(error);
      throw error;
    }
  };

  return {
    schemes,
    ready,
    entries,
    stale,
    unsaved,
    isSaving: save.isPending,
    changeColor,
    decideStale,
    saveAll,
    publishEntry,
    revertEntry,
  };
}
