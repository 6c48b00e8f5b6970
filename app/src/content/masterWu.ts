import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface MasterWuContent {
  meta: PageMeta;
  heading: string;
}

export const masterWuContent: Localized<MasterWuContent> = {
  de: {
    meta: {
      title: 'Master WU – 30-Minuten Zen-Fokus-Session',
      description: 'Master WU – 30-Minuten Zen-Fokus-Session.',
    },
    heading: 'Master WU',
  },
  en: {
    meta: {
      title: 'Master WU – 30-minute Zen focus session',
      description: 'Master WU – 30-minute Zen focus session.',
    },
    heading: 'Master WU',
  },
};
