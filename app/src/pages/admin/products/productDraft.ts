import { type Product, type ProductFormValues, productSchema } from '@site/schemas';
import { parseStored, readStorage, removeStorage, writeStorage } from '../storage';

/**
 * The product dialog's values while their save is under way, kept in this tab only. When the save finds the
 * session ended, the admin goes to the sign-in page and comes back to the products; the dialog then opens again
 * with what they had typed, instead of losing it.
 */
export interface ProductDraft {
  /** the signed-in admin's account id: only they get the draft back */
  account: string;
  /** the product as the admin opened it (its version makes a save over someone else's change a conflict) */
  product: Product | null;
  values: ProductFormValues;
}

const draftKey = 'admin-product-draft';

export const keepProductDraft = (draft: ProductDraft) =>
  writeStorage(draftKey, JSON.stringify(draft), 'session');

export const dropProductDraft = () => removeStorage(draftKey, 'session');

function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version } = value as Record<string, unknown>;
  return (
    typeof id === 'string' && id !== '' && typeof version === 'number' && productSchema.isValidSync(value)
  );
}

/**
 * Stored text as the draft `account` kept, or undefined: another admin's draft, or anything that is not a whole
 * draft (hand-edited, half-written), is never offered.
 */
export function parseProductDraft(raw: string | null, account: string): ProductDraft | undefined {
  const stored = parseStored(raw);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const draft = stored as Record<string, unknown>;
  if (draft.account !== account || (draft.product !== null && !isProduct(draft.product))) return undefined;
  try {
    const values = productSchema.validateSync(draft.values, { stripUnknown: true });
    return { account, product: draft.product, values };
  } catch {
    return undefined;
  }
}

/** The draft `account` kept, taken out of storage: it is offered once. */
export function takeProductDraft(account: string): ProductDraft | undefined {
  const raw = readStorage(draftKey, 'session');
  dropProductDraft();
  return parseProductDraft(raw, account);
}
