import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface AlacarteContent {
  meta: PageMeta;
  heading: string;
}

export const alacarteContent: Localized<AlacarteContent> = {
  de: {
    meta: { title: 'À la carte – Einzelsessions', description: 'À la carte – Einzelsessions.' },
    heading: 'Einzelsessions à la carte',
  },
  en: {
    meta: { title: 'À la carte – single sessions', description: 'À la carte – single sessions.' },
    heading: 'Single sessions à la carte',
  },
};
