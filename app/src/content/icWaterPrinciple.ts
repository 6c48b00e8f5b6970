import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface IcWaterPrincipleContent {
  meta: PageMeta;
  heading: string;
}

export const icWaterPrincipleContent: Localized<IcWaterPrincipleContent> = {
  de: {
    meta: {
      title: 'IC Wasser-Prinzip – 30-Minuten Entscheidungs-Session',
      description: 'IC Wasser-Prinzip – 30-Minuten Entscheidungs-Session.',
    },
    heading: 'Das Wasser-Prinzip',
  },
  en: {
    meta: {
      title: 'IC Water Principle – 30-minute decision session',
      description: 'IC Water Principle – 30-minute decision session.',
    },
    heading: 'The Water Principle',
  },
};
