import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface TermsOfServiceContent {
  meta: PageMeta;
  heading: string;
}

export const termsOfServiceContent: Localized<TermsOfServiceContent> = {
  de: {
    meta: { title: 'Allgemeine Geschäftsbedingungen', description: 'Allgemeine Geschäftsbedingungen.' },
    heading: 'Allgemeine Geschäftsbedingungen',
  },
  en: {
    meta: { title: 'Terms of service', description: 'Terms of service.' },
    heading: 'Terms of Service',
  },
};
