import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface SophieContent {
  meta: PageMeta;
  heading: string;
}

export const sophieContent: Localized<SophieContent> = {
  de: {
    meta: { title: 'SOPHIE – Ihre KI-Begleiterin', description: 'SOPHIE – Ihre KI-Begleiterin.' },
    heading: 'SOPHIE – Ihre KI-Begleiterin',
  },
  en: {
    meta: { title: 'SOPHIE – Your AI companion', description: 'SOPHIE – Your AI companion.' },
    heading: 'SOPHIE – Your AI companion',
  },
};
