import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface AboutContent {
  meta: PageMeta;
  heading: string;
}

export const aboutContent: Localized<AboutContent> = {
  de: {
    meta: { title: 'Über uns', description: 'Über uns.' },
    heading: 'LASST UNS GEMEINSAM WACHSEN',
  },
  en: {
    meta: { title: 'About us', description: 'About us.' },
    heading: 'LET US GROW TOGETHER',
  },
};
