import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface HomeContent {
  meta: PageMeta;
  heading: string;
}

export const homeContent: Localized<HomeContent> = {
  de: {
    meta: {
      title: 'Digitale Lösungen von SMO – KI-Coaching und Digitalservices',
      description: 'Digitale Lösungen von SMO – KI-Coaching und Digitalservices.',
    },
    heading: 'Digitale Lösungen von',
  },
  en: {
    meta: {
      title: 'Digital Solutions by SMO – AI coaching and digital services',
      description: 'Digital Solutions by SMO – AI coaching and digital services.',
    },
    heading: 'Digital Solutions by',
  },
};
