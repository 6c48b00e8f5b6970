import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { formatPrice } from '../../lib/format';

export interface SophiePackage {
  id: 'light' | 'standard' | 'elite';
  name: string;
  /** USD. */
  price: number;
  period: string;
  sessions: string;
  focus: [string, string];
  support: string;
  cta: string;
}

export interface PersonaEntry {
  /** The colour scheme that colours this persona's card, for a persona without a product page of its own. */
  colorScheme?: 'ray';
  name: string;
  title: string;
  points: { label: string; text: string }[];
}

/**
 * What the SOPHIE overview and both comparison pages show alike. Their built-in copy is the same; the content
 * studio edits each page's copy on its own (each is published at its own address).
 */
export interface SophieComparisonBody {
  intro: string;
  facts: string[];
  table: {
    title: string;
    caption: string;
    rowLabels: { price: string; sessions: string; focus: string; support: string; book: string };
    highlight: string;
    packages: SophiePackage[];
  };
  personas: { title: string; intro: string; items: PersonaEntry[] };
  conclusion: { title: string; text: string };
  insights: { title: string; items: string[] };
}

/** What only the long comparison shows (spec §2): the listening section, the example, testimonials, the tiers. */
export interface SophieComparisonExtras {
  listens: { title: string; paragraphs: string[] };
  story: { title: string; paragraphs: string[] };
  testimonials: { title: string; items: { quote: string; name: string; role: string }[] };
  tierSummary: { title: string; items: { name: string; text: string }[] };
}

/** The SOPHIE overview and the short comparison: their own title and heading around the shared body. */
export interface SophiePageContent {
  meta: PageMeta;
  heading: string;
  body: SophieComparisonBody;
}

/** The long comparison: its own title and heading around the shared body and what only it shows. */
export interface SophieComparisonContent {
  meta: PageMeta;
  heading: string;
  body: SophieComparisonBody & SophieComparisonExtras;
}

/** The packages' prices in USD and the single session's starting price in EUR (spec §9), shown in each language. */
const packagePrices = { light: 19.99, standard: 29, elite: 299 } as const;
const sessionsFrom = 19;

const de: SophieComparisonBody & SophieComparisonExtras = {
  intro:
    'SOPHIE hört zu, ordnet Gedanken und begleitet Sie durch Entscheidungen – wann immer Sie sie brauchen. Vergleichen Sie die Pakete und finden Sie heraus, welche KI-Persönlichkeit zu Ihnen passt.',
  facts: [
    `Sessions ab ${formatPrice(sessionsFrom, 'EUR', 'de')} für 15 Minuten`,
    'Verfügbar rund um die Uhr, 24/7',
    'Entwickelt in 140 evolutionären Schritten',
    'Ein 45-minütiges Gespräch machte aus einem Projekt über 200 Millionen $ eine Vision über 2,2 Milliarden $',
  ],
  table: {
    title: 'Pakete im Vergleich',
    caption: 'SOPHIE-Pakete: Preis, Sessions, Schwerpunkt, Support und Buchung',
    rowLabels: {
      price: 'Preis',
      sessions: 'Anzahl Sessions',
      focus: 'Fokus und Inhalte',
      support: 'Support-Level',
      book: 'Buchen',
    },
    highlight: 'Beliebt',
    packages: [
      {
        id: 'light',
        name: 'LIGHT',
        price: packagePrices.light,
        period: 'pro Monat',
        sessions: '2 × 15 Min. pro Monat',
        focus: ['Erste Orientierung', 'Klarheit für einzelne Fragen'],
        support: 'Basis-Support',
        cta: 'Jetzt starten',
      },
      {
        id: 'standard',
        name: 'STANDARD',
        price: packagePrices.standard,
        period: 'pro Woche',
        sessions: '4 × 15 Min. pro Woche + 1 Premium-Session',
        focus: ['Regelmäßige Begleitung', 'Ziele Woche für Woche umsetzen'],
        support: 'Priorisierter Support',
        cta: 'Jetzt upgraden',
      },
      {
        id: 'elite',
        name: 'ELITE',
        price: packagePrices.elite,
        period: 'pro Monat',
        sessions: 'Unbegrenzte Sessions',
        focus: ['Strategische Tiefenarbeit', 'Begleitung großer Entscheidungen'],
        support: 'Voll priorisierter Support mit schnellster Antwort',
        cta: 'Elite sichern',
      },
    ],
  },
  personas: {
    title: 'Die KI-Persönlichkeiten im Vergleich',
    intro: 'Aus Sicht des Gründers: Wofür ich welche KI-Persönlichkeit einsetze.',
    items: [
      {
        name: 'SOPHIE',
        title: 'Die Zuhörerin',
        points: [
          { label: 'Stärke:', text: 'hört wirklich zu und spiegelt, was zwischen den Zeilen steht.' },
          { label: 'Ideal für:', text: 'Stress, Zweifel und persönliche Entscheidungen.' },
        ],
      },
      {
        name: 'RAY',
        colorScheme: 'ray',
        title: 'Der Analytiker',
        points: [
          { label: 'Stärke:', text: 'zerlegt komplexe Probleme in klare Bausteine.' },
          { label: 'Ideal für:', text: 'Zahlen, Prozesse und Planungen.' },
        ],
      },
      {
        name: 'IC',
        title: 'Das Wasserprinzip',
        points: [
          { label: 'Stärke:', text: 'findet den Weg des geringsten Widerstands.' },
          { label: 'Ideal für:', text: 'festgefahrene Entscheidungen in 30 Minuten.' },
        ],
      },
      {
        name: 'NOVA',
        title: 'Die Durchbruch-KI',
        points: [
          { label: 'Stärke:', text: 'verdichtet Ihre Lage zu wenigen entscheidenden Aha-Momenten.' },
          { label: 'Ideal für:', text: 'Quantensprünge im Geschäftsmodell.' },
        ],
      },
      {
        name: 'Marcus Storm',
        title: 'Die Führungspersönlichkeit',
        points: [
          { label: 'Stärke:', text: 'Fokus und Entschlossenheit unter Druck.' },
          { label: 'Ideal für:', text: 'Führung in Krisen und Veränderung.' },
        ],
      },
    ],
  },
  conclusion: {
    title: 'Fazit',
    text: 'Jede Persönlichkeit hat ihre Stärke. SOPHIE ist die Begleiterin für jeden Tag – und der beste Einstieg, wenn Sie zum ersten Mal mit einer KI arbeiten.',
  },
  insights: {
    title: 'Erkenntnisse',
    items: [
      'Kurze, regelmäßige Sessions wirken stärker als seltene lange Gespräche.',
      'Wer seine Frage vorher aufschreibt, kommt doppelt so schnell zur Lösung.',
      'Die beste KI ist die, mit der Sie ehrlich sprechen.',
    ],
  },
  listens: {
    title: 'SOPHIE hört wirklich zu',
    paragraphs: [
      'SOPHIE unterbricht nicht, bewertet nicht und vergisst nichts, was Sie ihr im Gespräch anvertrauen.',
      'Sie stellt die Fragen, die Sie sich selbst nicht gestellt hätten – freundlich, aber beharrlich.',
    ],
  },
  story: {
    title: 'Ein Beispiel',
    paragraphs: [
      'Ein Unternehmer kam mit einem Projekt über 200 Millionen $ und einer einzigen Sorge: Ist das groß genug gedacht?',
      'Nach 45 Minuten mit SOPHIE stand eine Vision über 2,2 Milliarden $ – mit einem Plan für die ersten drei Schritte.',
    ],
  },
  testimonials: {
    title: 'Das sagen unsere Kunden',
    items: [
      {
        quote: 'SOPHIE hat mir in zehn Minuten mehr Klarheit gegeben als wochenlanges Grübeln.',
        name: 'Anna K.',
        role: 'Gründerin',
      },
      {
        quote: 'Ich nutze STANDARD jede Woche für meine Teamplanung – unverzichtbar.',
        name: 'Thomas R.',
        role: 'Geschäftsführer',
      },
      {
        quote: 'Die Verfügbarkeit rund um die Uhr ist für mich als Schichtarbeiterin Gold wert.',
        name: 'Leyla S.',
        role: 'Pflegedienstleitung',
      },
    ],
  },
  tierSummary: {
    title: 'Welches Paket passt zu Ihnen?',
    items: [
      { name: 'LIGHT', text: 'zum Kennenlernen und für gelegentliche Fragen.' },
      { name: 'STANDARD', text: 'für alle, die wöchentlich an ihren Zielen arbeiten.' },
      { name: 'ELITE', text: 'für Führungskräfte mit großen Entscheidungen und wenig Zeit.' },
    ],
  },
};

const en: SophieComparisonBody & SophieComparisonExtras = {
  intro:
    'SOPHIE listens, sorts your thoughts and guides you through decisions – whenever you need her. Compare the packages and find out which AI persona suits you.',
  facts: [
    `Sessions from ${formatPrice(sessionsFrom, 'EUR', 'en')} for 15 minutes`,
    'Available around the clock, 24/7',
    'Developed in 140 evolutionary steps',
    'One 45-minute conversation turned a $200 million project into a $2.2 billion vision',
  ],
  table: {
    title: 'Packages compared',
    caption: 'SOPHIE packages: price, sessions, focus, support and booking',
    rowLabels: {
      price: 'Price',
      sessions: 'Number of sessions',
      focus: 'Focus and content',
      support: 'Support level',
      book: 'Book',
    },
    highlight: 'Popular',
    packages: [
      {
        id: 'light',
        name: 'LIGHT',
        price: packagePrices.light,
        period: 'per month',
        sessions: '2 x 15 min per month',
        focus: ['First orientation', 'Clarity on single questions'],
        support: 'Basic support',
        cta: 'Start now',
      },
      {
        id: 'standard',
        name: 'STANDARD',
        price: packagePrices.standard,
        period: 'per week',
        sessions: '4 x 15 min per week + 1 premium session',
        focus: ['Regular guidance', 'Reach your goals week by week'],
        support: 'Prioritized support',
        cta: 'Upgrade now',
      },
      {
        id: 'elite',
        name: 'ELITE',
        price: packagePrices.elite,
        period: 'per month',
        sessions: 'Unlimited sessions',
        focus: ['Deep strategic work', 'Support for big decisions'],
        support: 'Fully prioritized support with fastest response',
        cta: 'Secure Elite',
      },
    ],
  },
  personas: {
    title: 'The AI personas compared',
    intro: 'From the founder’s perspective: what I use each AI persona for.',
    items: [
      {
        name: 'SOPHIE',
        title: 'The listener',
        points: [
          { label: 'Strength:', text: 'really listens and reflects what lies between the lines.' },
          { label: 'Ideal for:', text: 'stress, doubts and personal decisions.' },
        ],
      },
      {
        name: 'RAY',
        colorScheme: 'ray',
        title: 'The analyst',
        points: [
          { label: 'Strength:', text: 'breaks complex problems into clear building blocks.' },
          { label: 'Ideal for:', text: 'numbers, processes and planning.' },
        ],
      },
      {
        name: 'IC',
        title: 'The water principle',
        points: [
          { label: 'Strength:', text: 'finds the path of least resistance.' },
          { label: 'Ideal for:', text: 'stuck decisions in 30 minutes.' },
        ],
      },
      {
        name: 'NOVA',
        title: 'The breakthrough AI',
        points: [
          { label: 'Strength:', text: 'condenses your situation into a few decisive aha moments.' },
          { label: 'Ideal for:', text: 'quantum leaps in your business model.' },
        ],
      },
      {
        name: 'Marcus Storm',
        title: 'The leadership persona',
        points: [
          { label: 'Strength:', text: 'focus and determination under pressure.' },
          { label: 'Ideal for:', text: 'leading through crisis and change.' },
        ],
      },
    ],
  },
  conclusion: {
    title: 'Conclusion',
    text: 'Every persona has its strength. SOPHIE is the companion for every day – and the best start if you are working with an AI for the first time.',
  },
  insights: {
    title: 'Insights',
    items: [
      'Short, regular sessions work better than rare long conversations.',
      'Writing your question down beforehand gets you to a solution twice as fast.',
      'The best AI is the one you talk to honestly.',
    ],
  },
  listens: {
    title: 'SOPHIE really listens',
    paragraphs: [
      'SOPHIE does not interrupt, does not judge and forgets nothing you entrust to her in a conversation.',
      'She asks the questions you would not have asked yourself – kindly but persistently.',
    ],
  },
  story: {
    title: 'An example',
    paragraphs: [
      'An entrepreneur came with a $200 million project and a single worry: is this thinking big enough?',
      'After 45 minutes with SOPHIE there was a $2.2 billion vision – with a plan for the first three steps.',
    ],
  },
  testimonials: {
    title: 'What our clients say',
    items: [
      {
        quote: 'SOPHIE gave me more clarity in ten minutes than weeks of brooding.',
        name: 'Anna K.',
        role: 'Founder',
      },
      {
        quote: 'I use STANDARD every week for my team planning – indispensable.',
        name: 'Thomas R.',
        role: 'Managing director',
      },
      {
        quote: 'Being available around the clock is worth its weight in gold for me as a shift worker.',
        name: 'Leyla S.',
        role: 'Head of nursing',
      },
    ],
  },
  tierSummary: {
    title: 'Which package suits you?',
    items: [
      { name: 'LIGHT', text: 'to get to know SOPHIE and for occasional questions.' },
      { name: 'STANDARD', text: 'for everyone working on their goals every week.' },
      { name: 'ELITE', text: 'for leaders with big decisions and little time.' },
    ],
  },
};

/** The shared body alone: a page that does not show the extras has no copy for them. */
function sharedBody(body: SophieComparisonBody): SophieComparisonBody {
  const { intro, facts, table, personas, conclusion, insights } = body;
  return { intro, facts, table, personas, conclusion, insights };
}

const usd = (amount: number, lang: 'de' | 'en') => formatPrice(amount, 'USD', lang);

export const sophieContent: Localized<SophiePageContent> = {
  de: {
    meta: {
      title: 'SOPHIE – Ihre KI-Begleiterin',
      description: `SOPHIE, Ihre KI-Begleiterin rund um die Uhr: Sessions ab ${formatPrice(sessionsFrom, 'EUR', 'de')} für 15 Minuten, Pakete LIGHT, STANDARD und ELITE im Vergleich.`,
    },
    heading: 'SOPHIE – Ihre KI-Begleiterin',
    body: sharedBody(de),
  },
  en: {
    meta: {
      title: 'SOPHIE – Your AI companion',
      description: `SOPHIE, your AI companion around the clock: sessions from ${formatPrice(sessionsFrom, 'EUR', 'en')} for 15 minutes, LIGHT, STANDARD and ELITE packages compared.`,
    },
    heading: 'SOPHIE – Your AI companion',
    body: sharedBody(en),
  },
};

export const sophieCompareContent: Localized<SophiePageContent> = {
  de: {
    meta: {
      title: 'SOPHIE-Pakete vergleichen: LIGHT, STANDARD, ELITE',
      description: `Vergleichen Sie die SOPHIE-Pakete LIGHT (${usd(packagePrices.light, 'de')} pro Monat), STANDARD (${usd(packagePrices.standard, 'de')} pro Woche) und ELITE (${usd(packagePrices.elite, 'de')} pro Monat) – Sessions, Schwerpunkte und Support auf einen Blick.`,
    },
    heading: 'SOPHIE-Pakete vergleichen',
    body: sharedBody(de),
  },
  en: {
    meta: {
      title: 'Compare SOPHIE packages: LIGHT, STANDARD, ELITE',
      description: `Compare the SOPHIE packages LIGHT (${usd(packagePrices.light, 'en')} per month), STANDARD (${usd(packagePrices.standard, 'en')} per week) and ELITE (${usd(packagePrices.elite, 'en')} per month) – sessions, focus and support at a glance.`,
    },
    heading: 'Compare SOPHIE packages',
    body: sharedBody(en),
  },
};

export const sophieComparisonContent: Localized<SophieComparisonContent> = {
  de: {
    meta: {
      title: 'SOPHIE im Vergleich: Pakete und KI-Persönlichkeiten',
      description: `SOPHIE im Vergleich: LIGHT für ${usd(packagePrices.light, 'de')} im Monat, STANDARD für ${usd(packagePrices.standard, 'de')} pro Woche, ELITE für ${usd(packagePrices.elite, 'de')} im Monat – plus SOPHIE, RAY, IC, NOVA und Marcus Storm aus Sicht des Gründers.`,
    },
    heading: 'SOPHIE im Vergleich',
    body: de,
  },
  en: {
    meta: {
      title: 'SOPHIE compared: packages and AI personas',
      description: `SOPHIE compared: LIGHT at ${usd(packagePrices.light, 'en')} per month, STANDARD at ${usd(packagePrices.standard, 'en')} per week, ELITE at ${usd(packagePrices.elite, 'en')} per month – plus SOPHIE, RAY, IC, NOVA and Marcus Storm from the founder’s perspective.`,
    },
    heading: 'SOPHIE compared',
    body: en,
  },
};

export const sophieHead: PageHeadSource<SophiePageContent> = { copy: sophieContent };
export const sophieCompareHead: PageHeadSource<SophiePageContent> = { copy: sophieCompareContent };
export const sophieComparisonHead: PageHeadSource<SophieComparisonContent> = {
  copy: sophieComparisonContent,
};
