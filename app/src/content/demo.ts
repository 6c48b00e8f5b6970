import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface DemoContent {
  meta: PageMeta;
  heading: string;
}

export const demoContent: Localized<DemoContent> = {
  de: {
    meta: { title: 'Demo – Erleben Sie unsere Angebote', description: 'Demo – Erleben Sie unsere Angebote.' },
    heading: 'Kostenlose Demo',
  },
  en: {
    meta: { title: 'Demo – Experience our offers', description: 'Demo – Experience our offers.' },
    heading: 'Free demo',
  },
};
