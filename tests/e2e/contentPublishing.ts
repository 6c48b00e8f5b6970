import type { APIRequestContext } from 'playwright-core';

/** The page's copy as the studio's API hands it out: built-in in both languages. */
export type Copy = { de: Record<string, unknown>; en: Record<string, unknown> };

/**
 * Through the content studio's API, as its screens do, with a signed-in context's cookies: page `id`'s copy
 * changed by `edit`, saved as a draft and published. Answers the publication's id.
 */
export async function publishCopy(
  request: APIRequestContext,
  origin: string,
  id: string,
  edit: (copy: Copy) => void,
): Promise<string> {
  const url = (path: string) => new URL(path, origin).href;
  const headers = { 'Content-Type': 'application/json', Origin: origin };
  const loaded = await request.get(url(`/api/admin/content/pages/${id}`));
  if (loaded.status() !== 200) throw new Error(`GET ${id}: ${loaded.status()} ${await loaded.text()}`);
  const { page, draft } = (await loaded.json()) as {
    page: { builtIn: Copy };
    draft: { version: number } | null;
  };
  const content = structuredClone(page.builtIn);
  edit(content);
  const saved = await request.put(url(`/api/admin/content/pages/${id}/draft`), {
    headers,
    data: { content, version: draft?.version ?? 0 },
  });
  if (saved.status() !== 200) throw new Error(`PUT draft: ${saved.status()} ${await saved.text()}`);
  const { version } = (await saved.json()) as { version: number };
  const published = await request.post(url(`/api/admin/content/pages/${id}/publish`), {
    headers,
    data: { version },
  });
  if (published.status() !== 200) throw new Error(`publish: ${published.status()} ${await published.text()}`);
  return ((await published.json()) as { publication: { id: string } }).publication.id;
}

/** Back to the built-in copy. */
export async function revertToBuiltIn(request: APIRequestContext, origin: string, id: string) {
  const reverted = await request.post(new URL(`/api/admin/content/pages/${id}/revert`, origin).href, {
    headers: { 'Content-Type': 'application/json', Origin: origin },
    data: { to: 'built_in' },
  });
  if (reverted.status() !== 200) throw new Error(`revert: ${reverted.status()} ${await reverted.text()}`);
}
