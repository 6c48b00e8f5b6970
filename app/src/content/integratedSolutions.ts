import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface IntegratedSolutionsContent {
  meta: PageMeta;
  heading: string;
}

export const integratedSolutionsContent: Localized<IntegratedSolutionsContent> = {
  de: {
    meta: { title: 'Integrierte Lösungen', description: 'Integrierte Lösungen.' },
    heading: 'Integrierte Lösungen',
  },
  en: {
    meta: { title: 'Integrated solutions', description: 'Integrated solutions.' },
    heading: 'Integrated Solutions',
  },
};
