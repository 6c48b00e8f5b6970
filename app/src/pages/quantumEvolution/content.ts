import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { productJsonLd } from '../../lib/jsonLd';
import { type Offer, type OfferTiersCopy, pricedOffers } from '../kit/offers';
import { formatPrice } from '../../lib/format';

interface Item {
  title: string;
  text: string;
}

export interface QuantumEvolutionContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  tocLabel: string;
  toc: Record<'intro' | 'concept' | 'success' | 'features' | 'offers', string>;
  concept: { title: string; paragraphs: string[] };
  success: { title: string; items: Item[] };
  features: { title: string; items: Item[] };
  offers: OfferTiersCopy & { title: string; lead: string; items: Offer[] };
  disclaimer: { title: string; text: string };
}

export const quantumEvolutionContent: Localized<QuantumEvolutionContent> = {
  de: {
    meta: {
      title: 'Quantum Evolution – das Problemlöser-System',
      description: `Quantum Evolution löst komplexe Probleme in Tagen statt Monaten. Angebote ab ${formatPrice(1999, 'EUR', 'de')}.`,
    },
    eyebrow: 'Problemlöser-System',
    heading: 'Quantum Evolution',
    lead: 'Manche Probleme lassen sich nicht mit kleinen Schritten lösen. Quantum Evolution verbindet KI-Analyse, Systemdenken und erfahrene Begleitung zu einem Sprung nach vorn.',
    tocLabel: 'Auf dieser Seite',
    toc: {
      intro: 'Einführung',
      concept: 'Konzept',
      success: 'Erfolge',
      features: 'Funktionen',
      offers: 'Angebote',
    },
    concept: {
      title: 'Das Konzept',
      paragraphs: [
        'Wir betrachten Ihr Problem nicht isoliert, sondern als Teil eines Systems aus Menschen, Prozessen und Märkten. So erkennen wir, an welcher Stelle eine kleine Veränderung die größte Wirkung entfaltet.',
        'Die KI durchsucht Ihre Ausgangslage nach Mustern, die im Alltag unsichtbar bleiben. In Arbeitssitzungen prüfen wir die Lösungswege gemeinsam und entscheiden uns für den, der am schnellsten trägt.',
      ],
    },
    success: {
      title: 'Erfolge',
      items: [
        {
          title: 'Lieferkette stabilisiert',
          text: 'Ein Maschinenbauer hat Lieferengpässe innerhalb von 30 Tagen um die Hälfte reduziert.',
        },
        {
          title: 'Vertrieb neu aufgestellt',
          text: 'Ein Dienstleister hat seine Abschlussquote nach einem neuen Vertriebsprozess deutlich gesteigert.',
        },
        {
          title: 'Team wieder handlungsfähig',
          text: 'Eine Agentur hat einen monatelangen Konflikt gelöst und ihre Projekte wieder pünktlich geliefert.',
        },
      ],
    },
    features: {
      title: 'Funktionen',
      items: [
        { title: 'Systemanalyse', text: 'Eine Landkarte Ihres Problems mit allen Einflussfaktoren.' },
        {
          title: 'Lösungsszenarien',
          text: 'Mehrere Wege im Vergleich, bewertet nach Wirkung, Aufwand und Risiko.',
        },
        { title: 'Umsetzungsplan', text: 'Konkrete Schritte mit Meilensteinen und Verantwortlichen.' },
        { title: 'Begleitung', text: 'Ansprechpartner für Rückfragen während der gesamten Laufzeit.' },
      ],
    },
    offers: {
      title: 'Angebote',
      lead: 'Wählen Sie, wie viele Probleme wir gemeinsam lösen und wie lange wir Sie begleiten.',
      badge: 'Beliebt',
      items: [
        {
          name: 'Basic',
          amount: 1999,
          features: ['1 Problem', '7 Tage Laufzeit', 'Systemanalyse und Umsetzungsplan'],
          cta: 'Basic buchen',
          featured: false,
          inquiry: false,
        },
        {
          name: 'Pro',
          amount: 4999,
          features: ['5 Probleme', '30 Tage Laufzeit', 'Lösungsszenarien für jedes Problem'],
          cta: 'Pro buchen',
          featured: true,
          inquiry: false,
        },
        {
          name: 'Enterprise',
          amount: 12999,
          features: ['Unbegrenzte Probleme', '90 Tage Laufzeit', 'Individueller Umfang auf Anfrage'],
          cta: 'Anfrage senden',
          featured: false,
          inquiry: true,
        },
      ],
    },
    disclaimer: {
      title: 'Hinweis',
      text: 'Quantum Evolution ist ein Beratungs- und Analyseangebot. Die Ergebnisse hängen von Ihrer Ausgangslage und Umsetzung ab und können nicht garantiert werden. Das Angebot ersetzt keine Rechts-, Steuer- oder Finanzberatung.',
    },
  },
  en: {
    meta: {
      title: 'Quantum Evolution – the problem-solver system',
      description: `Quantum Evolution solves complex problems in days rather than months. Offers from ${formatPrice(1999, 'EUR', 'en')}.`,
    },
    eyebrow: 'Problem-solver system',
    heading: 'Quantum Evolution',
    lead: 'Some problems cannot be solved with small steps. Quantum Evolution combines AI analysis, systems thinking and experienced guidance into a leap forward.',
    tocLabel: 'On this page',
    toc: {
      intro: 'Introduction',
      concept: 'Concept',
      success: 'Success',
      features: 'Features',
      offers: 'Offers',
    },
    concept: {
      title: 'The concept',
      paragraphs: [
        'We do not look at your problem in isolation but as part of a system of people, processes and markets. That is how we see where a small change has the greatest effect.',
        'The AI searches your situation for patterns that stay invisible in everyday work. In working sessions we test the possible solutions together and choose the one that works fastest.',
      ],
    },
    success: {
      title: 'Success',
      items: [
        {
          title: 'Supply chain stabilised',
          text: 'An engineering firm halved its supply shortages within 30 days.',
        },
        {
          title: 'Sales rebuilt',
          text: 'A service provider clearly raised its closing rate after a new sales process.',
        },
        {
          title: 'Team back in action',
          text: 'An agency resolved a months-long conflict and delivered its projects on time again.',
        },
      ],
    },
    features: {
      title: 'Features',
      items: [
        { title: 'System analysis', text: 'A map of your problem with every influencing factor.' },
        { title: 'Solution scenarios', text: 'Several paths compared by impact, effort and risk.' },
        { title: 'Implementation plan', text: 'Concrete steps with milestones and owners.' },
        { title: 'Guidance', text: 'A contact person for questions throughout the term.' },
      ],
    },
    offers: {
      title: 'Offers',
      lead: 'Choose how many problems we solve together and how long we support you.',
      badge: 'Popular',
      items: [
        {
          name: 'Basic',
          amount: 1999,
          features: ['1 problem', '7 days', 'System analysis and implementation plan'],
          cta: 'Book Basic',
          featured: false,
          inquiry: false,
        },
        {
          name: 'Pro',
          amount: 4999,
          features: ['5 problems', '30 days', 'Solution scenarios for every problem'],
          cta: 'Book Pro',
          featured: true,
          inquiry: false,
        },
        {
          name: 'Enterprise',
          amount: 12999,
          features: ['Unlimited problems', '90 days', 'Individual scope on request'],
          cta: 'Send an inquiry',
          featured: false,
          inquiry: true,
        },
      ],
    },
    disclaimer: {
      title: 'Disclaimer',
      text: 'Quantum Evolution is a consulting and analysis service. Results depend on your situation and implementation and cannot be guaranteed. It does not replace legal, tax or financial advice.',
    },
  },
};

export const quantumEvolutionHead: PageHeadSource<QuantumEvolutionContent> = {
  copy: quantumEvolutionContent,
  jsonLd: (_lang, url, { meta, offers }) => [productJsonLd(meta, url, pricedOffers(offers.items))],
};
