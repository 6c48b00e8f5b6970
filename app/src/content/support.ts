import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface SupportContent {
  meta: PageMeta;
  heading: string;
}

export const supportContent: Localized<SupportContent> = {
  de: {
    meta: { title: 'Support kontaktieren', description: 'Support kontaktieren.' },
    heading: 'Support',
  },
  en: {
    meta: { title: 'Contact support', description: 'Contact support.' },
    heading: 'Support',
  },
};
