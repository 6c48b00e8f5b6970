import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface OnboardingContent {
  meta: PageMeta;
  heading: string;
}

export const onboardingContent: Localized<OnboardingContent> = {
  de: {
    meta: { title: 'Willkommen an Bord', description: 'Willkommen an Bord.' },
    heading: 'Willkommen an Bord',
  },
  en: {
    meta: { title: 'Welcome aboard', description: 'Welcome aboard.' },
    heading: 'Welcome aboard',
  },
};
