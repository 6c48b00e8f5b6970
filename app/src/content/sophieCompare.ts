import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';
import { type SophieComparisonBody, sophieComparisonBody } from './sophieComparison';

export interface SophieCompareContent {
  meta: PageMeta;
  heading: string;
  body: SophieComparisonBody;
}

export const sophieCompareContent: Localized<SophieCompareContent> = {
  de: {
    meta: {
      title: 'SOPHIE Pakete vergleichen: LIGHT, STANDARD, ELITE',
      description:
        'Vergleichen Sie die SOPHIE Pakete LIGHT (19,99 $ pro Monat), STANDARD (29 $ pro Woche) und ELITE (299 $ pro Monat) – Sessions, Schwerpunkte und Support auf einen Blick.',
    },
    heading: 'SOPHIE Pakete vergleichen',
    body: sophieComparisonBody.de,
  },
  en: {
    meta: {
      title: 'Compare SOPHIE packages: LIGHT, STANDARD, ELITE',
      description:
        'Compare the SOPHIE packages LIGHT ($19.99 per month), STANDARD ($29 per week) and ELITE ($299 per month) – sessions, focus and support at a glance.',
    },
    heading: 'Compare SOPHIE packages',
    body: sophieComparisonBody.en,
  },
};
