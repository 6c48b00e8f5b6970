import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface SurveyContent {
  meta: PageMeta;
  heading: string;
}

export const surveyContent: Localized<SurveyContent> = {
  de: {
    meta: { title: 'Umfrage – Ihre Meinung zählt', description: 'Umfrage – Ihre Meinung zählt.' },
    heading: 'Ihre Meinung zählt',
  },
  en: {
    meta: { title: 'Survey – Your opinion matters', description: 'Survey – Your opinion matters.' },
    heading: 'Your Opinion Matters',
  },
};
