import type { Localized } from '../i18n/lang';
import type { PageMeta } from '../lib/seo';

export interface QuantumEvolutionContent {
  meta: PageMeta;
  heading: string;
}

export const quantumEvolutionContent: Localized<QuantumEvolutionContent> = {
  de: {
    meta: {
      title: 'Quantum Evolution System – Probleme lösen',
      description: 'Quantum Evolution System – Probleme lösen.',
    },
    heading: 'Quantum Evolution System',
  },
  en: {
    meta: {
      title: 'Quantum Evolution System – problem solving',
      description: 'Quantum Evolution System – problem solving.',
    },
    heading: 'Quantum Evolution System',
  },
};
