import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { organisationJsonLd } from '../../lib/jsonLd';

export interface HomeContent {
  meta: PageMeta;
  /** Followed by the brand word from the site settings. */
  heading: string;
  description: string;
  consultationLabel: string;
  dashboard: {
    title: string;
    clientsLabel: string;
    onlineValue: string;
    onlineLabel: string;
    caption: string;
    /** Spoken summary of the decorative weekly bar chart. */
    barsLabel: string;
  };
  trust: {
    title: string;
    intro: string;
    badges: { name: string; description: string }[];
    statsTitle: string;
    stats: { value: string; label: string }[];
  };
  digital: {
    title: string;
    intro: string;
    problemsTitle: string;
    problems: string[];
    solutionsTitle: string;
    solutions: { title: string; text: string }[];
    analysisLabel: string;
  };
}

export const homeContent: Localized<HomeContent> = {
  de: {
    meta: {
      title: 'Digitale Lösungen von SMO – KI-Coaching und Digitalservices',
      description:
        'KI-Coaching, Websites und Marketing aus einer Hand: SMO begleitet kleine Unternehmen und Führungskräfte in die digitale Zukunft. 94 % unserer Kunden berichten von Effizienzgewinnen.',
    },
    heading: 'Digitale Lösungen von',
    description:
      'Wir verbinden KI-gestütztes Coaching mit Website-, Marketing- und Optimierungsleistungen – damit Sie schneller entscheiden, effizienter arbeiten und online gefunden werden.',
    consultationLabel: 'Beratung anfragen',
    dashboard: {
      title: 'Live-Überblick',
      clientsLabel: 'Kunden, denen wir geholfen haben',
      onlineValue: '32',
      onlineLabel: 'Online',
      caption: 'Berater und KI-Begleiter, die gerade für Sie da sind',
      barsLabel: 'Coaching-Sitzungen pro Tag, in dieser Woche steigend',
    },
    trust: {
      title: 'Vertrauen, das man messen kann',
      intro: 'Auszeichnungen, Zertifikate und die Stimmen unserer Kunden.',
      badges: [
        {
          name: 'Impact Excellence Award',
          description: 'Ausgezeichnet für messbare Wirkung bei kleinen und mittleren Unternehmen.',
        },
        {
          name: 'Vision Sophie Certificate',
          description: 'Zertifiziert für verantwortungsvolles KI-Coaching mit SOPHIE.',
        },
        {
          name: 'Verifiziert auf Maps',
          description: 'Geprüfter Unternehmenseintrag mit echten, öffentlichen Bewertungen.',
        },
      ],
      statsTitle: 'Ergebnisse unserer Kunden',
      stats: [
        { value: '94 %', label: 'unserer Kunden berichten von Effizienzgewinnen' },
        { value: '43 %', label: 'durchschnittliche Kostenreduktion' },
        { value: '5 Sterne', label: 'aus 112 Bewertungen' },
      ],
    },
    digital: {
      title: 'Wie digital ist Ihr Unternehmen?',
      intro:
        'Viele Betriebe verschenken Zeit und Umsatz, weil Prozesse und Auftritt nicht mit der Zeit gehen.',
      problemsTitle: 'Typische Probleme',
      problems: [
        'Ihre Website bringt kaum Anfragen und ist mobil schwer zu bedienen.',
        'Wiederkehrende Aufgaben kosten Ihr Team jede Woche viele Stunden.',
        'Entscheidungen fallen aus dem Bauch, weil verlässliche Daten fehlen.',
      ],
      solutionsTitle: 'Unsere Lösungen',
      solutions: [
        { title: 'Moderne Website', text: 'Schnell, barrierefrei und auf Anfragen ausgerichtet.' },
        { title: 'Automatisierung', text: 'Routinearbeit übernimmt die Software, Ihr Team gewinnt Zeit.' },
        { title: 'KI-Coaching', text: 'SOPHIE und NOVA helfen bei Entscheidungen – rund um die Uhr.' },
        { title: 'Sichtbarkeit', text: 'SEO und Social Media, die neue Kunden zu Ihnen bringen.' },
      ],
      analysisLabel: 'Kostenlose Analyse sichern',
    },
  },
  en: {
    meta: {
      title: 'Digital Solutions by SMO – AI coaching and digital services',
      description:
        'AI coaching, websites and marketing from one partner: SMO guides small businesses and leaders into their digital future. 94% of our clients report efficiency gains.',
    },
    heading: 'Digital Solutions by',
    description:
      'We combine AI-powered coaching with website, marketing and optimisation services – so you decide faster, work more efficiently and get found online.',
    consultationLabel: 'Request Consultation',
    dashboard: {
      title: 'Live overview',
      clientsLabel: 'clients helped',
      onlineValue: '32',
      onlineLabel: 'Online',
      caption: 'advisors and AI companions available for you right now',
      barsLabel: 'Coaching sessions per day, rising this week',
    },
    trust: {
      title: 'Trust you can measure',
      intro: 'Awards, certificates and the voices of our clients.',
      badges: [
        {
          name: 'Impact Excellence Award',
          description: 'Awarded for measurable impact at small and medium-sized businesses.',
        },
        {
          name: 'Vision Sophie Certificate',
          description: 'Certified for responsible AI coaching with SOPHIE.',
        },
        { name: 'Verified on Maps', description: 'A verified business listing with real, public reviews.' },
      ],
      statsTitle: 'Our clients’ results',
      stats: [
        { value: '94%', label: 'of clients report efficiency gains' },
        { value: '43%', label: 'average cost reduction' },
        { value: '5 stars', label: 'from 112 reviews' },
      ],
    },
    digital: {
      title: 'How digital is your company?',
      intro:
        'Many businesses lose time and revenue because their processes and online presence have not kept up.',
      problemsTitle: 'Typical problems',
      problems: [
        'Your website brings few enquiries and is hard to use on a phone.',
        'Repetitive tasks cost your team many hours every week.',
        'Decisions are made on gut feeling because reliable data is missing.',
      ],
      solutionsTitle: 'Our solutions',
      solutions: [
        { title: 'Modern website', text: 'Fast, accessible and built to win enquiries.' },
        { title: 'Automation', text: 'Software takes over the routine, your team gains time.' },
        { title: 'AI coaching', text: 'SOPHIE and NOVA support your decisions – around the clock.' },
        { title: 'Visibility', text: 'SEO and social media that bring new customers to you.' },
      ],
      analysisLabel: 'Secure free analysis',
    },
  },
};

export const homeHead: PageHeadSource<HomeContent> = {
  copy: homeContent,
  jsonLd: () => [organisationJsonLd],
};
