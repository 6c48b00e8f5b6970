import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface BusinessWonderContent {
  meta: PageMeta;
  heading: string;
}

export const businessWonderContent: Localized<BusinessWonderContent> = {
  de: {
    meta: {
      title: 'Business Wonder – Wachstumsprogramm',
      description: 'Business Wonder – Wachstumsprogramm.',
    },
    heading: 'Business Wonder',
  },
  en: {
    meta: { title: 'Business Wonder – growth programme', description: 'Business Wonder – growth programme.' },
    heading: 'Business Wonder',
  },
};
