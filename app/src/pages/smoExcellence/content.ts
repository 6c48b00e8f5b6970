import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { productJsonLd } from '../../lib/jsonLd';
import { type Offer, type OfferTiersCopy, pricedOffers } from '../kit/offers';
import { formatPrice } from '../../lib/format';

export interface SmoExcellenceContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  heroCta: string;
  tocLabel: string;
  toc: Record<'hero' | 'features' | 'success' | 'process' | 'pricing', string>;
  features: { title: string; lead: string; items: { title: string; text: string }[] };
  success: {
    title: string;
    lead: string;
    stories: { title: string; text: string }[];
    useCasesLink: string;
    compareLink: string;
  };
  process: { title: string; lead: string; steps: { title: string; text: string }[] };
  pricing: OfferTiersCopy & { title: string; lead: string; offers: Offer[] };
}

export const smoExcellenceContent: Localized<SmoExcellenceContent> = {
  de: {
    meta: {
      title: 'SMO Excellence – 60-Minuten-Exzellenz-Programm',
      description: `In 60 Minuten zu klaren Prioritäten: das SMO-Excellence-Programm als Einzelsitzung für ${formatPrice(499, 'EUR', 'de')}, Business-Paket für ${formatPrice(1299, 'EUR', 'de')} oder Enterprise für ${formatPrice(4999, 'EUR', 'de')}.`,
    },
    eyebrow: '60-Minuten-Exzellenz-Programm',
    heading: 'SMO Excellence',
    lead: 'Eine fokussierte Stunde, in der wir Ihre wichtigste unternehmerische Frage durchleuchten – mit KI-gestützter Analyse, erfahrener Begleitung und einem Plan, den Sie am nächsten Morgen umsetzen können.',
    heroCta: 'Angebote ansehen',
    tocLabel: 'Auf dieser Seite',
    toc: {
      hero: 'Überblick',
      features: 'Leistungen',
      success: 'Erfolge',
      process: 'Ablauf',
      pricing: 'Preise',
    },
    features: {
      title: 'Was Sie in 60 Minuten erhalten',
      lead: 'Exzellenz entsteht nicht durch mehr Arbeit, sondern durch die richtigen Entscheidungen zur richtigen Zeit.',
      items: [
        {
          title: 'Klarheit über Prioritäten',
          text: 'Wir ordnen Ihre Vorhaben nach Wirkung und Aufwand und benennen die drei Hebel, die jetzt zählen.',
        },
        {
          title: 'KI-gestützte Analyse',
          text: 'SOPHIE wertet Ihre Ausgangslage vorab aus, damit die gemeinsame Stunde ganz der Lösung gehört.',
        },
        {
          title: 'Konkreter Aktionsplan',
          text: 'Sie gehen mit einem schriftlichen Plan aus der Sitzung: Schritte, Verantwortliche und Termine.',
        },
        {
          title: 'Begleitung danach',
          text: 'Per E-Mail (und im Business-Paket auch per Chat) beantworten wir Ihre Fragen bei der Umsetzung.',
        },
      ],
    },
    success: {
      title: 'Erfolge unserer Kundinnen und Kunden',
      lead: 'Unternehmerinnen, Führungskräfte und Teams haben mit SMO Excellence Entscheidungen getroffen, die lange aufgeschoben waren.',
      stories: [
        {
          title: 'Vom Stillstand zum Marktstart',
          text: 'Ein Softwarehaus mit zwölf Mitarbeitenden hat nach einer Sitzung die Produkt-Roadmap halbiert und drei Monate früher veröffentlicht.',
        },
        {
          title: 'Führung mit Fokus',
          text: 'Eine Geschäftsführerin im Handel hat ihre Woche neu strukturiert und gewinnt seitdem zehn Stunden für strategische Arbeit.',
        },
      ],
      useCasesLink: 'Alle Erfolgsgeschichten lesen',
      compareLink: 'SOPHIE-Pakete vergleichen',
    },
    process: {
      title: 'So läuft Ihr Programm ab',
      lead: 'Vier Schritte von der Buchung bis zur Umsetzung.',
      steps: [
        {
          title: 'Termin wählen',
          text: 'Sie buchen Ihren Wunschtermin online und erhalten sofort eine Bestätigung.',
        },
        {
          title: 'Kurzer Fragebogen',
          text: 'In zehn Minuten beschreiben Sie Ihre Ausgangslage, damit wir vorbereitet in die Sitzung gehen.',
        },
        {
          title: '60 Minuten Exzellenz',
          text: 'Gemeinsam schärfen wir Ziel, Prioritäten und nächste Schritte – per Videocall.',
        },
        {
          title: 'Umsetzung mit Support',
          text: 'Sie setzen um, wir begleiten Sie per E-Mail-Support, je nach Paket 7 oder 30 Tage oder unbegrenzt.',
        },
      ],
    },
    pricing: {
      title: 'Angebote',
      lead: 'Wählen Sie den Umfang, der zu Ihrem Vorhaben passt. Alle Preise zuzüglich gesetzlicher Mehrwertsteuer.',
      badge: 'Bestseller',
      offers: [
        {
          name: 'Einzelsitzung',
          amount: 499,
          features: ['1 Sitzung mit 60 Minuten', '7 Tage E-Mail-Support', 'Schriftlicher Aktionsplan'],
          cta: 'Einzelsitzung buchen',
          featured: false,
          inquiry: false,
        },
        {
          name: 'Business-Paket',
          amount: 1299,
          features: [
            '3 Sitzungen mit je 60 Minuten',
            '30 Tage E-Mail- und Chat-Support',
            'Fortschrittsreview zwischen den Sitzungen',
          ],
          cta: 'Business-Paket buchen',
          featured: true,
          inquiry: false,
        },
        {
          name: 'Enterprise',
          amount: 4999,
          features: [
            '10 Sitzungen mit je 60 Minuten',
            'Unbegrenzter VIP-Support',
            'Für Führungsteams und mehrere Standorte',
          ],
          cta: 'Anfrage senden',
          featured: false,
          inquiry: true,
        },
      ],
    },
  },
  en: {
    meta: {
      title: 'SMO Excellence – 60-minute excellence programme',
      description: `Clear priorities in 60 minutes: the SMO Excellence programme as a single session for ${formatPrice(499, 'EUR', 'en')}, a business package for ${formatPrice(1299, 'EUR', 'en')} or enterprise for ${formatPrice(4999, 'EUR', 'en')}.`,
    },
    eyebrow: '60-minute excellence programme',
    heading: 'SMO Excellence',
    lead: 'One focused hour in which we examine your most important business question – with AI-supported analysis, experienced guidance and a plan you can put into action the next morning.',
    heroCta: 'See the offers',
    tocLabel: 'On this page',
    toc: {
      hero: 'Overview',
      features: 'Features',
      success: 'Success',
      process: 'Process',
      pricing: 'Pricing',
    },
    features: {
      title: 'What you get in 60 minutes',
      lead: 'Excellence does not come from more work but from the right decisions at the right time.',
      items: [
        {
          title: 'Clear priorities',
          text: 'We rank your projects by impact and effort and name the three levers that matter now.',
        },
        {
          title: 'AI-supported analysis',
          text: 'SOPHIE reviews your situation beforehand, so the hour together is spent entirely on solutions.',
        },
        {
          title: 'A concrete action plan',
          text: 'You leave the session with a written plan: steps, owners and dates.',
        },
        {
          title: 'Support afterwards',
          text: 'By email (and in the business package also by chat) we answer your questions while you implement.',
        },
      ],
    },
    success: {
      title: 'Our clients’ success',
      lead: 'Founders, executives and teams have used SMO Excellence to make decisions they had postponed for a long time.',
      stories: [
        {
          title: 'From standstill to launch',
          text: 'A twelve-person software company halved its product roadmap after one session and shipped three months earlier.',
        },
        {
          title: 'Leading with focus',
          text: 'A retail managing director restructured her week and has since gained ten hours for strategic work.',
        },
      ],
      useCasesLink: 'Read all success stories',
      compareLink: 'Compare SOPHIE packages',
    },
    process: {
      title: 'How your programme works',
      lead: 'Four steps from booking to implementation.',
      steps: [
        {
          title: 'Choose a date',
          text: 'Book your preferred slot online and receive an instant confirmation.',
        },
        {
          title: 'Short questionnaire',
          text: 'In ten minutes you describe your situation, so we come to the session prepared.',
        },
        {
          title: '60 minutes of excellence',
          text: 'Together we sharpen your goal, priorities and next steps – by video call.',
        },
        {
          title: 'Implementation with support',
          text: 'You implement, we support you by email for 7 days, 30 days or without limit, depending on your package.',
        },
      ],
    },
    pricing: {
      title: 'Offers',
      lead: 'Choose the scope that fits your project. All prices plus statutory VAT.',
      badge: 'Bestseller',
      offers: [
        {
          name: 'Single session',
          amount: 499,
          features: ['1 session of 60 minutes', '7 days of email support', 'Written action plan'],
          cta: 'Book a single session',
          featured: false,
          inquiry: false,
        },
        {
          name: 'Business package',
          amount: 1299,
          features: [
            '3 sessions of 60 minutes each',
            '30 days of email and chat support',
            'Progress review between sessions',
          ],
          cta: 'Book the business package',
          featured: true,
          inquiry: false,
        },
        {
          name: 'Enterprise',
          amount: 4999,
          features: [
            '10 sessions of 60 minutes each',
            'Unlimited VIP support',
            'For leadership teams and several locations',
          ],
          cta: 'Send an inquiry',
          featured: false,
          inquiry: true,
        },
      ],
    },
  },
};

export const smoExcellenceHead: PageHeadSource<SmoExcellenceContent> = {
  copy: smoExcellenceContent,
  jsonLd: (_lang, url, { meta, pricing }) => [productJsonLd(meta, url, pricedOffers(pricing.offers))],
};
