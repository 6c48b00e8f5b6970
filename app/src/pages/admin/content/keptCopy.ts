import { checkPageCopy, type ContentPageModel, type PageCopy } from '@site/schemas';
import { parseStored, readStorage, removeStorage, writeStorage } from '../storage';

/**
 * The page editor's copy while its save is under way, kept in this tab only, as the product dialog's values are
 * (products/productDraft.ts). When the save finds the session ended, the admin goes to the sign-in page and comes
 * back to the page; the editor then opens with what they had typed, instead of losing it.
 */
interface KeptCopy {
  /** the signed-in admin's account id: only they get the copy back */
  account: string;
  pageId: string;
  content: PageCopy;
}

const keptKey = 'admin-content-copy';

export const keepCopy = (kept: KeptCopy) => writeStorage(keptKey, JSON.stringify(kept), 'session');

export const dropKeptCopy = () => removeStorage(keptKey, 'session');

/**
 * The copy `account` kept of this page, taken out of storage (it is offered once), as the page's schema reads it:
 * another admin's, another page's, or anything the schema refuses (hand-edited, half-written, an older build's
 * page) is never offered.
 */
export function takeKeptCopy(account: string, model: ContentPageModel): PageCopy | undefined {
  const stored = parseStored(readStorage(keptKey, 'session'));
  if (typeof stored !== 'object' || stored === null) return undefined;
  const kept = stored as Record<string, unknown>;
  if (kept.account !== account || kept.pageId !== model.id) return undefined;
  dropKeptCopy();
  const checked = checkPageCopy(model, kept.content);
  return checked.ok ? checked.value : undefined;
}
