import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface SophieComparisonContent {
  meta: PageMeta;
  heading: string;
}

export const sophieComparisonContent: Localized<SophieComparisonContent> = {
  de: {
    meta: {
      title: 'SOPHIE im Vergleich: Pakete und KI-Persönlichkeiten',
      description: 'SOPHIE im Vergleich: Pakete und KI-Persönlichkeiten.',
    },
    heading: 'SOPHIE im Vergleich',
  },
  en: {
    meta: {
      title: 'SOPHIE compared: packages and AI personas',
      description: 'SOPHIE compared: packages and AI personas.',
    },
    heading: 'SOPHIE compared',
  },
};
