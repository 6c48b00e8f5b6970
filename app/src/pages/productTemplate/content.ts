import type { ProductPageSource } from '@site/schemas';
import type { Localized } from '../../i18n/lang';
import { faqJsonLd, productJsonLd } from '../../lib/jsonLd';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { type Offer, pricedOffers } from '../kit/offers';

/**
 * A product's own page (`/solutions/<address>`), made from the product template: the admin gives a product an
 * address, and the content studio edits this copy like any page's. The built-in copy is made from the product's
 * name and description (`productTemplateCopy`), so a new page reads as the product before anybody edits it.
 */
export interface ProductTemplateContent {
  meta: PageMeta;
  /** How the solutions overview lists the page. */
  card: { title: string; description: string };
  hero: { eyebrow: string; heading: string; lead: string; cta: string };
  benefits: { title: string; lead: string; items: { title: string; text: string }[] };
  tiers: { title: string; lead: string; badge: string; items: Offer[] };
  faq: { title: string; items: { question: string; answer: string }[] };
  cta: { title: string; text: string; action: string };
}

/** The built-in copy of a product's page: the product's name and description in a page an editor then makes its own. */
export function productTemplateCopy({
  name,
  description,
}: Pick<ProductPageSource, 'name' | 'description'>): Localized<ProductTemplateContent> {
  const summary = (fallback: string) => description.trim() || fallback;
  return {
    de: {
      meta: {
        title: `${name} – Lösungen`,
        description: summary(`${name}: was es ist, was es bringt und was es kostet.`),
      },
      card: { title: name, description: summary(`Alles über ${name}.`) },
      hero: {
        eyebrow: 'Lösung',
        heading: name,
        lead: summary(`${name} – entdecken Sie, was es für Sie tun kann.`),
        cta: 'Termin vereinbaren',
      },
      benefits: {
        title: 'Ihr Gewinn',
        lead: `Was ${name} Ihnen bringt.`,
        items: [
          { title: 'Klarheit', text: 'Sie wissen, wo Sie stehen und was als Nächstes zählt.' },
          { title: 'Begleitung', text: 'Sie werden persönlich begleitet, Schritt für Schritt.' },
          { title: 'Wirkung', text: 'Sie sehen Ergebnisse im Alltag, nicht nur auf dem Papier.' },
        ],
      },
      tiers: {
        title: 'Angebote',
        lead: 'Wählen Sie den Umfang, der zu Ihnen passt.',
        badge: 'Beliebt',
        items: [
          {
            name: 'Einstieg',
            amount: 99,
            features: ['Ein Erstgespräch', 'Ein persönlicher Plan'],
            cta: 'Buchen',
            featured: false,
            inquiry: false,
          },
          {
            name: 'Begleitung',
            amount: 490,
            features: ['Fünf Sitzungen', 'Ein persönlicher Plan', 'Unterstützung per E-Mail'],
            cta: 'Buchen',
            featured: true,
            inquiry: false,
          },
          {
            name: 'Team',
            amount: 1900,
            features: ['Für Ihr ganzes Team', 'Workshops vor Ort', 'Eine feste Ansprechperson'],
            cta: 'Anfragen',
            featured: false,
            inquiry: true,
          },
        ],
      },
      faq: {
        title: 'Häufige Fragen',
        items: [
          {
            question: `Für wen ist ${name}?`,
            answer: 'Für alle, die mit Begleitung schneller und klarer vorankommen wollen.',
          },
          {
            question: 'Wie fange ich an?',
            answer: 'Vereinbaren Sie einen Termin; im Erstgespräch klären wir, was Sie brauchen.',
          },
        ],
      },
      cta: {
        title: `Bereit für ${name}?`,
        text: 'Sprechen Sie mit uns – unverbindlich und persönlich.',
        action: 'Termin vereinbaren',
      },
    },
    en: {
      meta: {
        title: `${name} – Solutions`,
        description: summary(`${name}: what it is, what it brings and what it costs.`),
      },
      card: { title: name, description: summary(`All about ${name}.`) },
      hero: {
        eyebrow: 'Solution',
        heading: name,
        lead: summary(`${name} – discover what it can do for you.`),
        cta: 'Book a call',
      },
      benefits: {
        title: 'What you gain',
        lead: `What ${name} brings you.`,
        items: [
          { title: 'Clarity', text: 'You know where you stand and what matters next.' },
          { title: 'Guidance', text: 'You are accompanied in person, step by step.' },
          { title: 'Impact', text: 'You see results in your daily work, not only on paper.' },
        ],
      },
      tiers: {
        title: 'Offers',
        lead: 'Choose the scope that suits you.',
        badge: 'Popular',
        items: [
          {
            name: 'Starter',
            amount: 99,
            features: ['A first conversation', 'A personal plan'],
            cta: 'Book',
            featured: false,
            inquiry: false,
          },
          {
            name: 'Guidance',
            amount: 490,
            features: ['Five sessions', 'A personal plan', 'Support by email'],
            cta: 'Book',
            featured: true,
            inquiry: false,
          },
          {
            name: 'Team',
            amount: 1900,
            features: ['For your whole team', 'Workshops on site', 'One fixed contact person'],
            cta: 'Enquire',
            featured: false,
            inquiry: true,
          },
        ],
      },
      faq: {
        title: 'Frequently asked questions',
        items: [
          {
            question: `Who is ${name} for?`,
            answer: 'For everyone who wants to move on faster and more clearly, with guidance.',
          },
          {
            question: 'How do I start?',
            answer: 'Book a call; in the first conversation we work out what you need.',
          },
        ],
      },
      cta: {
        title: `Ready for ${name}?`,
        text: 'Talk to us – without obligation, in person.',
        action: 'Book a call',
      },
    },
  };
}

/** The template's design: three tiers side by side, and the lists within what its bands hold. */
export const productTemplateListBounds = {
  'benefits.items': { min: 1, max: 6 },
  'tiers.items': { min: 3, max: 3 },
  'tiers.items[].features': { min: 1, max: 8 },
  'faq.items': { min: 1, max: 12 },
};

/** The page's head: its title and description, its tiers as offers and its questions as an FAQ for search. */
export function productTemplateHead(
  copy: Localized<ProductTemplateContent>,
): PageHeadSource<ProductTemplateContent> {
  return {
    copy,
    jsonLd: (_lang, url, page) => [
      productJsonLd(page.meta, url, pricedOffers(page.tiers.items)),
      faqJsonLd(page.faq.items),
    ],
  };
}
