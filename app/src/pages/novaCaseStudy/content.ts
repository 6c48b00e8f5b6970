import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { formatPrice } from '../../lib/format';

export interface NovaCaseStudyContent {
  meta: PageMeta;
  banner: string;
  themeToggleLabel: string;
  heading: string;
  lead: string;
  starting: { title: string; paragraphs: string[] };
  transformation: { title: string; paragraphs: string[] };
  ahaMoments: { title: string; items: { title: string; text: string }[] };
  highlights: { title: string; items: string[] };
  tiers: { title: string; items: { name: string; text: string }[] };
  coreMessage: { title: string; text: string };
  conclusion: { title: string; paragraphs: string[] };
  cta: { title: string; text: string; button: string };
}

/** The 9-minute session's price and the example broker fee, in USD (spec §9). */
const sessionPrice = 27;
const brokerFee = 200;

export const novaCaseStudyContent: Localized<NovaCaseStudyContent> = {
  de: {
    meta: {
      title: 'Fallstudie: 9-Minuten-Quantum-Breakthrough mit NOVA',
      description: `Wie ein Immobilienmakler in einer 9-minütigen NOVA-Session für ${formatPrice(sessionPrice, 'USD', 'de')} vier Aha-Momente erlebte und sein Geschäftsmodell neu erfand.`,
    },
    banner: `9-Minuten-Session für ${formatPrice(sessionPrice, 'USD', 'de')} – 4 oder mehr Aha-Momente oder Geld zurück`,
    themeToggleLabel: 'Dunkles Design',
    heading: 'Fallstudie: 9-Minuten-Quantum-Breakthrough mit NOVA im Immobiliengeschäft',
    lead: 'Wie ein Immobilienmakler in nur 9 Minuten sein Geschäftsmodell neu dachte.',
    starting: {
      title: 'Die Ausgangssituation',
      paragraphs: [
        'Michael, Immobilienmakler mit eigenem Büro, lebte von Einzelprovisionen. Gute Monate wechselten mit leeren, und jede Akquise begann bei null.',
        `Er buchte eine 9-minütige Session mit NOVA für ${formatPrice(sessionPrice, 'USD', 'de')} – mit dem Versprechen: 4 oder mehr Aha-Momente oder Geld zurück.`,
      ],
    },
    transformation: {
      title: 'Die Transformation',
      paragraphs: [
        'NOVA stellte in den ersten Minuten eine einzige Frage: Was zahlen Ihre Kunden heute schon regelmäßig – nur nicht an Sie?',
        `Daraus entstand die Idee einer Maklergebühr als Mitgliedschaft: zum Beispiel ${formatPrice(brokerFee, 'USD', 'de')} pro Monat für laufende Betreuung statt einer einmaligen Provision.`,
      ],
    },
    ahaMoments: {
      title: 'Die 4 Aha-Momente',
      items: [
        {
          title: 'Wiederkehrend statt einmalig',
          text: 'Planbare Einnahmen schlagen gelegentliche große Provisionen.',
        },
        {
          title: 'Beziehung ist das Produkt',
          text: 'Kunden zahlen für Verlässlichkeit, nicht für einen einzelnen Abschluss.',
        },
        {
          title: 'Stufen schaffen Wahl',
          text: 'Drei Mitgliedschaften – Starter, Professional, Elite – machen den Einstieg leicht.',
        },
        { title: 'Weniger Akquise', text: 'Bestehende Kunden werden zur wichtigsten Quelle neuer Aufträge.' },
      ],
    },
    highlights: {
      title: 'Highlights',
      items: [
        'Dauer: 9 Minuten',
        `Preis: ${formatPrice(sessionPrice, 'USD', 'de')}`,
        'Ergebnis: 4 Aha-Momente',
        `Beispielhafte Maklergebühr: ${formatPrice(brokerFee, 'USD', 'de')} pro Monat`,
      ],
    },
    tiers: {
      title: 'Das neue Mitgliedschaftsmodell',
      items: [
        { name: 'Starter', text: 'Marktberichte und Ansprechpartner für Fragen rund um die Immobilie.' },
        { name: 'Professional', text: 'Zusätzlich jährliche Bewertung und bevorzugte Vermittlung.' },
        { name: 'Elite', text: 'Persönliche Betreuung des gesamten Immobilienportfolios.' },
      ],
    },
    coreMessage: {
      title: 'Die Kernbotschaft',
      text: 'Ein Durchbruch braucht keine Wochen. Er braucht die richtige Frage zur richtigen Zeit.',
    },
    conclusion: {
      title: 'Fazit',
      paragraphs: [
        'In 9 Minuten wurde aus einem Provisionsgeschäft ein Modell mit wiederkehrenden Einnahmen. Die Umsetzung brauchte Zeit – die Klarheit nicht.',
        'Ergebnisse sind individuell. NOVA ist eine KI und ersetzt keine Finanz- oder Rechtsberatung.',
      ],
    },
    cta: {
      title: 'Ihr eigener Quantensprung',
      text: 'Erleben Sie, was NOVA in einer ausführlichen Session für Ihr Geschäft tun kann.',
      button: 'NOVA entdecken',
    },
  },
  en: {
    meta: {
      title: 'Case Study: 9-Minute Quantum Breakthrough with NOVA',
      description: `How a real estate broker had four aha moments in a 9-minute NOVA session for ${formatPrice(sessionPrice, 'USD', 'en')} and reinvented his business model.`,
    },
    banner: `9-minute session for ${formatPrice(sessionPrice, 'USD', 'en')} – 4 or more aha moments or money back`,
    themeToggleLabel: 'Dark theme',
    heading: 'Case Study: 9-Minute Quantum Breakthrough with NOVA in Real Estate Business',
    lead: 'How a real estate broker rethought his business model in just 9 minutes.',
    starting: {
      title: 'The starting situation',
      paragraphs: [
        'Michael, a real estate broker with his own office, lived on one-off commissions. Good months alternated with empty ones, and every acquisition started from zero.',
        `He booked a 9-minute session with NOVA for ${formatPrice(sessionPrice, 'USD', 'en')} – with the promise: 4 or more aha moments or money back.`,
      ],
    },
    transformation: {
      title: 'The transformation',
      paragraphs: [
        'In the first minutes NOVA asked a single question: what do your clients already pay for regularly – just not to you?',
        `This led to the idea of a broker fee as a membership: for example ${formatPrice(brokerFee, 'USD', 'en')} per month for ongoing support instead of a one-off commission.`,
      ],
    },
    ahaMoments: {
      title: 'The 4 aha moments',
      items: [
        {
          title: 'Recurring instead of one-off',
          text: 'Predictable income beats occasional large commissions.',
        },
        {
          title: 'The relationship is the product',
          text: 'Clients pay for reliability, not for a single deal.',
        },
        {
          title: 'Tiers create choice',
          text: 'Three memberships – Starter, Professional, Elite – make it easy to start.',
        },
        {
          title: 'Less acquisition',
          text: 'Existing clients become the most important source of new business.',
        },
      ],
    },
    highlights: {
      title: 'Highlights',
      items: [
        'Duration: 9 minutes',
        `Price: ${formatPrice(sessionPrice, 'USD', 'en')}`,
        'Result: 4 aha moments',
        `Example broker fee: ${formatPrice(brokerFee, 'USD', 'en')} per month`,
      ],
    },
    tiers: {
      title: 'The new membership model',
      items: [
        { name: 'Starter', text: 'Market reports and a contact for all property questions.' },
        { name: 'Professional', text: 'Plus an annual valuation and priority brokerage.' },
        { name: 'Elite', text: 'Personal management of the entire property portfolio.' },
      ],
    },
    coreMessage: {
      title: 'The core message',
      text: 'A breakthrough does not take weeks. It takes the right question at the right time.',
    },
    conclusion: {
      title: 'Conclusion',
      paragraphs: [
        'In 9 minutes a commission business became a model with recurring income. The implementation took time – the clarity did not.',
        'Results are individual. NOVA is an AI and does not replace financial or legal advice.',
      ],
    },
    cta: {
      title: 'Your own quantum leap',
      text: 'Experience what NOVA can do for your business in a full session.',
      button: 'Discover NOVA',
    },
  },
};

export const novaCaseStudyHead: PageHeadSource<NovaCaseStudyContent> = { copy: novaCaseStudyContent };
