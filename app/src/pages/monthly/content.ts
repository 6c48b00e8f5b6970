import type { Localized } from '../../i18n/lang';
import { type Currency, formatPrice } from '../../lib/format';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { productJsonLd } from '../../lib/jsonLd';

export interface PlanEntry {
  /** Which plan it is: its colours (`planColors`) are part of the design, not of the copy. */
  id: keyof typeof planColors;
  service: string;
  /** Euros on the German page, dollars on the English page (spec §9 "Monthly plans"). */
  amount: number;
  benefits: string;
  popular: boolean;
}

/**
 * Each plan's colour pair (spec §3 "Plan card"): start and end of the card's decorative band, the same in both
 * languages. Only a decorative band shows them, never behind text, so they need no contrast partner; each group
 * runs from cool to warm as the plans grow.
 */
export const planColors = {
  core: ['#0E7490', '#2563EB'],
  coreSeoBlog: ['#2563EB', '#7C3AED'],
  coreSeoSocial: ['#7C3AED', '#C026D3'],
  growth: ['#047857', '#0E7490'],
  fullDigitalStrategy: ['#0E7490', '#D97706'],
  enterpriseSiteOverhaul: ['#D97706', '#E11D48'],
} as const satisfies Record<string, readonly [string, string]>;

export interface PlanGroup {
  id: string;
  title: string;
  lead: string;
  plans: PlanEntry[];
}

export interface MonthlyContent {
  meta: PageMeta;
  heading: string;
  lead: string;
  perMonth: string;
  getInTouch: string;
  requestConsultation: string;
  groups: PlanGroup[];
  closing: { title: string; text: string };
}

/*
 * Grouping: the three "Core" plans are the ongoing multi-channel care of an existing presence, so they form
 * Omni-Channel Optimization; Growth Plan, Full Digital Strategy and Enterprise Site Overhaul rework the website
 * itself at increasing depth, so they form Website Optimization.
 */
/** The spec prices the German page in euros and the English page in dollars. */
export const monthlyCurrency: Localized<Currency> = { de: 'EUR', en: 'USD' };

export const monthlyContent: Localized<MonthlyContent> = {
  de: {
    meta: {
      title: 'Monatspläne – Omni-Channel- und Website-Optimierung',
      description: `Monatliche Pakete für Ihre digitale Präsenz: Omni-Channel-Optimierung ab ${formatPrice(665, 'EUR', 'de')} und Website-Optimierung ab ${formatPrice(2199, 'EUR', 'de')} pro Monat.`,
    },
    heading: 'Monatspläne',
    lead: 'Planbare Kosten, laufende Optimierung: Wählen Sie das Paket, das zu Ihrem Wachstum passt.',
    perMonth: 'pro Monat',
    getInTouch: 'Jetzt Kontakt aufnehmen',
    requestConsultation: 'Beratung anfragen',
    groups: [
      {
        id: 'omni-channel',
        title: 'Omni-Channel Optimization',
        lead: 'Laufende Pflege und Optimierung Ihrer Kanäle – von der Website bis zu Social Media.',
        plans: [
          {
            id: 'core',
            service: 'Core',
            amount: 665,
            benefits: 'Website-Pflege, Sicherheitsupdates, monatlicher Bericht',
            popular: false,
          },
          {
            id: 'coreSeoBlog',
            service: 'Core + SEO/Blog',
            amount: 879,
            benefits: 'Alles aus Core, Suchmaschinenoptimierung, zwei Blogartikel pro Monat',
            popular: false,
          },
          {
            id: 'coreSeoSocial',
            service: 'Core + SEO/Social',
            amount: 1315,
            benefits: 'Alles aus Core, Suchmaschinenoptimierung, Social-Media-Betreuung',
            popular: false,
          },
        ],
      },
      {
        id: 'website',
        title: 'Website Optimization',
        lead: 'Tiefgreifende Weiterentwicklung Ihrer Website – von der Wachstumsstrategie bis zum Relaunch.',
        plans: [
          {
            id: 'growth',
            service: 'Growth Plan',
            amount: 2199,
            benefits: 'Conversion-Optimierung, A/B-Tests, Landingpages',
            popular: false,
          },
          {
            id: 'fullDigitalStrategy',
            service: 'Full Digital Strategy',
            amount: 3949,
            benefits: 'Digitale Gesamtstrategie, Kampagnenplanung, Quartalsworkshops',
            popular: false,
          },
          {
            id: 'enterpriseSiteOverhaul',
            service: 'Enterprise Site Overhaul',
            amount: 7459,
            benefits: 'Kompletter Relaunch, individuelle Funktionen, feste Ansprechperson',
            popular: false,
          },
        ],
      },
    ],
    closing: {
      title: 'Welches Paket passt zu Ihnen?',
      text: 'Wir beraten Sie unverbindlich und stellen Ihr Paket bei Bedarf individuell zusammen.',
    },
  },
  en: {
    meta: {
      title: 'Monthly plans – omni-channel and website optimization',
      description: `Monthly packages for your digital presence: omni-channel optimization from ${formatPrice(759, 'USD', 'en')} and website optimization from ${formatPrice(2500, 'USD', 'en')} per month.`,
    },
    heading: 'Monthly plans',
    lead: 'Predictable costs, continuous optimization: choose the package that fits your growth.',
    perMonth: 'per month',
    getInTouch: 'Get in Touch Now',
    requestConsultation: 'Request Consultation',
    groups: [
      {
        id: 'omni-channel',
        title: 'Omni-Channel Optimization',
        lead: 'Ongoing care and optimization of your channels – from your website to social media.',
        plans: [
          {
            id: 'core',
            service: 'Core',
            amount: 759,
            benefits: 'Website care, security updates, monthly report',
            popular: false,
          },
          {
            id: 'coreSeoBlog',
            service: 'Core + SEO/Blog',
            amount: 999,
            benefits: 'Everything in Core, search engine optimization, two blog articles per month',
            popular: false,
          },
          {
            id: 'coreSeoSocial',
            service: 'Core + SEO/Social',
            amount: 1500,
            benefits: 'Everything in Core, search engine optimization, social media management',
            popular: false,
          },
        ],
      },
      {
        id: 'website',
        title: 'Website Optimization',
        lead: 'In-depth development of your website – from growth strategy to relaunch.',
        plans: [
          {
            id: 'growth',
            service: 'Growth Plan',
            amount: 2500,
            benefits: 'Conversion optimization, A/B tests, landing pages',
            popular: false,
          },
          {
            id: 'fullDigitalStrategy',
            service: 'Full Digital Strategy',
            amount: 4500,
            benefits: 'Complete digital strategy, campaign planning, quarterly workshops',
            popular: false,
          },
          {
            id: 'enterpriseSiteOverhaul',
            service: 'Enterprise Site Overhaul',
            amount: 8500,
            benefits: 'Complete relaunch, custom features, dedicated contact person',
            popular: false,
          },
        ],
      },
    ],
    closing: {
      title: 'Which package suits you?',
      text: 'We advise you without obligation and tailor your package if needed.',
    },
  },
};

export const monthlyHead: PageHeadSource<MonthlyContent> = {
  copy: monthlyContent,
  jsonLd: (lang, url, { meta, groups }) => {
    const plans = groups.flatMap((group) => group.plans);
    return [
      productJsonLd(
        meta,
        url,
        plans.map((plan) => ({ name: plan.service, amount: plan.amount, currency: monthlyCurrency[lang] })),
      ),
    ];
  },
};
