import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface UseCasesContent {
  meta: PageMeta;
  heading: string;
}

export const useCasesContent: Localized<UseCasesContent> = {
  de: {
    meta: { title: 'Erfolgsgeschichten', description: 'Erfolgsgeschichten.' },
    heading: 'Erfolgsgeschichten',
  },
  en: {
    meta: { title: 'Success stories', description: 'Success stories.' },
    heading: 'Success stories',
  },
};
