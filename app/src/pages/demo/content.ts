import type { Localized } from '../../i18n/lang';
import type { PagePath } from '../../lib/link';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

interface Item {
  title: string;
  text: string;
}

export interface DemoContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  bookCta: string;
  covers: { title: string; items: string[] };
  offers: { title: string; lead: string; items: (Item & { to: PagePath })[]; linkLabel: string };
  howItWorks: { title: string; steps: Item[] };
  booking: { title: string; text: string; cta: string; supportText: string; supportLink: string };
}

export const demoContent: Localized<DemoContent> = {
  de: {
    meta: {
      title: 'Kostenlose Demo anfragen',
      description:
        'In 30 Minuten zeigen wir Ihnen SOPHIE, NOVA und unsere Programme an Ihrem eigenen Beispiel – kostenlos und unverbindlich.',
    },
    eyebrow: 'Kostenlos und unverbindlich',
    heading: 'Ihre kostenlose Demo',
    lead: 'Erleben Sie in 30 Minuten, wie unsere KI-Begleiter und Programme mit Ihrer konkreten Fragestellung arbeiten.',
    bookCta: 'Demo-Termin wählen',
    covers: {
      title: 'Was die Demo umfasst',
      items: [
        'Live-Vorführung von SOPHIE und NOVA mit Ihrer eigenen Frage',
        'Überblick über Programme für Führung, Fokus und Wachstum',
        'Einschätzung, welches Angebot zu Ihrer Situation passt',
        'Zeit für alle Ihre Fragen zu Ablauf, Datenschutz und Preisen',
      ],
    },
    offers: {
      title: 'Unsere Angebote auf einen Blick',
      lead: 'Wenn Sie sich vorab umsehen möchten:',
      linkLabel: 'Zur Seite',
      items: [
        { title: 'SOPHIE', text: 'KI-Begleiterin für jeden Tag.', to: '/{-$locale}/sophie' },
        { title: 'NOVA', text: 'Sitzungen für schnelle Durchbrüche.', to: '/{-$locale}/nova' },
        { title: 'Marcus Storm', text: 'Führung mit Klarheit und Stärke.', to: '/{-$locale}/marcus-storm' },
        {
          title: 'Master WU',
          text: 'Zen-Fokus für den Arbeitsalltag.',
          to: '/{-$locale}/solutions/master-wu',
        },
        {
          title: 'Integrated Solutions',
          text: 'KI, Prozesse und Menschen in einem System.',
          to: '/{-$locale}/solutions/integrated-solutions',
        },
      ],
    },
    howItWorks: {
      title: 'So läuft die Demo ab',
      steps: [
        { title: 'Termin wählen', text: 'Sie buchen online einen Zeitpunkt, der Ihnen passt.' },
        { title: 'Frage mitbringen', text: 'Notieren Sie eine aktuelle Herausforderung aus Ihrem Alltag.' },
        { title: '30 Minuten live', text: 'Wir zeigen die Lösungen im Videocall an Ihrem Beispiel.' },
        {
          title: 'Empfehlung erhalten',
          text: 'Sie erhalten per E-Mail eine Empfehlung mit passendem Angebot.',
        },
      ],
    },
    booking: {
      title: 'Jetzt Demo buchen',
      text: 'Wählen Sie einen freien Termin im Kalender. Die Demo ist kostenlos und verpflichtet Sie zu nichts.',
      cta: 'Demo-Termin buchen',
      supportText: 'Sie haben vorab eine Frage?',
      supportLink: 'Schreiben Sie unserem Support',
    },
  },
  en: {
    meta: {
      title: 'Request a free demo',
      description:
        'In 30 minutes we show you SOPHIE, NOVA and our programmes using your own example – free and without obligation.',
    },
    eyebrow: 'Free and without obligation',
    heading: 'Your free demo',
    lead: 'See in 30 minutes how our AI companions and programmes work with your specific question.',
    bookCta: 'Choose a demo time',
    covers: {
      title: 'What the demo covers',
      items: [
        'A live demonstration of SOPHIE and NOVA with your own question',
        'An overview of programmes for leadership, focus and growth',
        'An assessment of which offer fits your situation',
        'Time for all your questions about process, data protection and prices',
      ],
    },
    offers: {
      title: 'Our offers at a glance',
      lead: 'If you would like to look around first:',
      linkLabel: 'Go to page',
      items: [
        { title: 'SOPHIE', text: 'AI companion for every day.', to: '/{-$locale}/sophie' },
        { title: 'NOVA', text: 'Sessions for quick breakthroughs.', to: '/{-$locale}/nova' },
        {
          title: 'Marcus Storm',
          text: 'Leadership with clarity and strength.',
          to: '/{-$locale}/marcus-storm',
        },
        { title: 'Master WU', text: 'Zen focus for working life.', to: '/{-$locale}/solutions/master-wu' },
        {
          title: 'Integrated Solutions',
          text: 'AI, processes and people in one system.',
          to: '/{-$locale}/solutions/integrated-solutions',
        },
      ],
    },
    howItWorks: {
      title: 'What happens in a demo',
      steps: [
        { title: 'Choose a time', text: 'Book a slot online that suits you.' },
        { title: 'Bring a question', text: 'Note down a current challenge from your working day.' },
        { title: '30 minutes live', text: 'We show the solutions on a video call using your example.' },
        {
          title: 'Get a recommendation',
          text: 'You receive a recommendation with a matching offer by email.',
        },
      ],
    },
    booking: {
      title: 'Book your demo now',
      text: 'Pick a free slot in the calendar. The demo is free and commits you to nothing.',
      cta: 'Book a demo time',
      supportText: 'Have a question first?',
      supportLink: 'Write to our support team',
    },
  },
};

export const demoHead: PageHeadSource<DemoContent> = { copy: demoContent };
