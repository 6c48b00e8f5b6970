import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface NovaContent {
  meta: PageMeta;
  heading: string;
}

export const novaContent: Localized<NovaContent> = {
  de: {
    meta: {
      title: 'NOVA – 60-Minuten Quantum Breakthrough Session',
      description: 'NOVA – 60-Minuten Quantum Breakthrough Session.',
    },
    heading: 'NOVA: Ihr Quantensprung in 60 Minuten',
  },
  en: {
    meta: {
      title: 'NOVA – 60-Minute Quantum Breakthrough Session',
      description: 'NOVA – 60-Minute Quantum Breakthrough Session.',
    },
    heading: 'NOVA: Your quantum leap in 60 minutes',
  },
};
