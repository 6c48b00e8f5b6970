import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface SophieCompareContent {
  meta: PageMeta;
  heading: string;
}

export const sophieCompareContent: Localized<SophieCompareContent> = {
  de: {
    meta: {
      title: 'SOPHIE Pakete vergleichen: LIGHT, STANDARD, ELITE',
      description: 'SOPHIE Pakete vergleichen: LIGHT, STANDARD, ELITE.',
    },
    heading: 'SOPHIE Pakete vergleichen',
  },
  en: {
    meta: {
      title: 'Compare SOPHIE packages: LIGHT, STANDARD, ELITE',
      description: 'Compare SOPHIE packages: LIGHT, STANDARD, ELITE.',
    },
    heading: 'Compare SOPHIE packages',
  },
};
