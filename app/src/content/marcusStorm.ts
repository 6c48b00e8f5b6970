import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface MarcusStormContent {
  meta: PageMeta;
  heading: string;
}

export const marcusStormContent: Localized<MarcusStormContent> = {
  de: {
    meta: {
      title: 'Marcus Storm – Führung mit Klarheit',
      description: 'Marcus Storm – Führung mit Klarheit.',
    },
    heading: 'Marcus Storm',
  },
  en: {
    meta: {
      title: 'Marcus Storm – Leadership with clarity',
      description: 'Marcus Storm – Leadership with clarity.',
    },
    heading: 'Marcus Storm',
  },
};
