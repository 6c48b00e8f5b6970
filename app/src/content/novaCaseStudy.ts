import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface NovaCaseStudyContent {
  meta: PageMeta;
  heading: string;
}

export const novaCaseStudyContent: Localized<NovaCaseStudyContent> = {
  de: {
    meta: {
      title: 'Fallstudie: 9-Minuten Quantum Breakthrough mit NOVA',
      description: 'Fallstudie: 9-Minuten Quantum Breakthrough mit NOVA.',
    },
    heading: 'Fallstudie: 9-Minuten Quantum Breakthrough mit NOVA im Immobiliengeschäft',
  },
  en: {
    meta: {
      title: 'Case Study: 9-Minute Quantum Breakthrough with NOVA',
      description: 'Case Study: 9-Minute Quantum Breakthrough with NOVA.',
    },
    heading: 'Case Study: 9-Minute Quantum Breakthrough with NOVA in Real Estate Business',
  },
};
