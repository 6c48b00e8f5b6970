import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface FuelContent {
  meta: PageMeta;
  heading: string;
}

export const fuelContent: Localized<FuelContent> = {
  de: {
    meta: {
      title: 'FUEL – Marketing-Programm mit KI-Analyse',
      description: 'FUEL – Marketing-Programm mit KI-Analyse.',
    },
    heading: 'FUEL: Treibstoff für Ihr Wachstum',
  },
  en: {
    meta: {
      title: 'FUEL – Marketing programme with AI analysis',
      description: 'FUEL – Marketing programme with AI analysis.',
    },
    heading: 'FUEL: Fuel for your growth',
  },
};
