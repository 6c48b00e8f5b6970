import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface MonthlyContent {
  meta: PageMeta;
  heading: string;
}

export const monthlyContent: Localized<MonthlyContent> = {
  de: {
    meta: {
      title: 'Monatliche Pläne für Website und Marketing',
      description: 'Monatliche Pläne für Website und Marketing.',
    },
    heading: 'Monatliche Pläne',
  },
  en: {
    meta: {
      title: 'Monthly plans for website and marketing',
      description: 'Monthly plans for website and marketing.',
    },
    heading: 'Monthly plans',
  },
};
