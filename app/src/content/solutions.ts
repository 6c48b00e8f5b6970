import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface SolutionsContent {
  meta: PageMeta;
  heading: string;
}

export const solutionsContent: Localized<SolutionsContent> = {
  de: {
    meta: { title: 'Unsere Lösungen', description: 'Unsere Lösungen.' },
    heading: 'Unsere Lösungen',
  },
  en: {
    meta: { title: 'Our solutions', description: 'Our solutions.' },
    heading: 'Our Solutions',
  },
};
