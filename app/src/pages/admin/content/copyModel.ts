import type { ContentField, PageCopy } from '@site/schemas';
import { createContext, useContext } from 'react';

/** What every field of the page editor may need of its page: the field tree, the built-in copy, its addresses. */
export interface CopyModel {
  root: ContentField;
  /** Where a new list item takes its numbers and design values from when its list is empty. */
  builtIn: PageCopy;
  paths: Record<'de' | 'en', string>;
}

export const CopyModelContext = createContext<CopyModel | null>(null);

export function useCopyModel(): CopyModel {
  const model = useContext(CopyModelContext);
  if (!model) throw new Error('A copy field is rendered outside CopyFields');
  return model;
}
