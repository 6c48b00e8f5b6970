import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';
import { type SophieComparisonBody, sophieComparisonBody } from './sophieComparison';

export interface SophieContent {
  meta: PageMeta;
  heading: string;
  body: SophieComparisonBody;
}

export const sophieContent: Localized<SophieContent> = {
  de: {
    meta: {
      title: 'SOPHIE – Ihre KI-Begleiterin',
      description:
        'SOPHIE, Ihre KI-Begleiterin rund um die Uhr: Sessions ab 19 Euro für 15 Minuten, Pakete LIGHT, STANDARD und ELITE im Vergleich.',
    },
    heading: 'SOPHIE – Ihre KI-Begleiterin',
    body: sophieComparisonBody.de,
  },
  en: {
    meta: {
      title: 'SOPHIE – Your AI companion',
      description:
        'SOPHIE, your AI companion around the clock: sessions from 19 euros for 15 minutes, LIGHT, STANDARD and ELITE packages compared.',
    },
    heading: 'SOPHIE – Your AI companion',
    body: sophieComparisonBody.en,
  },
};
