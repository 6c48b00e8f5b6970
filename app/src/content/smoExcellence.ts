import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface SmoExcellenceContent {
  meta: PageMeta;
  heading: string;
}

export const smoExcellenceContent: Localized<SmoExcellenceContent> = {
  de: {
    meta: {
      title: 'SMO Excellence – 60-Minuten Exzellenz-Programm',
      description: 'SMO Excellence – 60-Minuten Exzellenz-Programm.',
    },
    heading: 'SMO Excellence',
  },
  en: {
    meta: {
      title: 'SMO Excellence – 60-minute excellence programme',
      description: 'SMO Excellence – 60-minute excellence programme.',
    },
    heading: 'SMO Excellence',
  },
};
