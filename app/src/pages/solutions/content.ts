import type { Localized } from '../../i18n/lang';
import type { PagePath } from '../../lib/link';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

export interface SolutionEntry {
  id: string;
  title: string;
  description: string;
  to: PagePath;
  fullWidth: boolean;
}

export interface SolutionsContent {
  meta: PageMeta;
  heading: string;
  lead: string;
  learnMore: string;
  cards: SolutionEntry[];
  demo: { title: string; text: string; cta: string };
}

export const solutionsContent: Localized<SolutionsContent> = {
  de: {
    meta: {
      title: 'Lösungen – KI-Coaching und digitale Programme',
      description:
        'Alle Lösungen im Überblick: SOPHIE, NOVA, Marcus Storm, Master WU und Integrated Solutions.',
    },
    heading: 'Unsere Lösungen',
    lead: 'Von der KI-Begleiterin für jeden Tag bis zum integrierten System für Ihr ganzes Unternehmen – finden Sie das Angebot, das zu Ihrer Situation passt.',
    learnMore: 'Mehr erfahren',
    cards: [
      {
        id: 'sophie',
        title: 'SOPHIE',
        description:
          'Ihre KI-Begleiterin, die wirklich zuhört – rund um die Uhr, für berufliche und persönliche Fragen.',
        to: '/{-$locale}/sophie',
        fullWidth: true,
      },
      {
        id: 'nova',
        title: 'NOVA',
        description:
          'Die 60-Minuten-Sitzung für Ihren Quantensprung – oder die 9-Minuten-Variante für schnelle Durchbrüche.',
        to: '/{-$locale}/nova',
        fullWidth: false,
      },
      {
        id: 'marcus-storm',
        title: 'Marcus Storm',
        description: 'Führung mit Fokus und Entschlossenheit, auch wenn es stürmt.',
        to: '/{-$locale}/marcus-storm',
        fullWidth: false,
      },
      {
        id: 'master-wu',
        title: 'Master WU',
        description: 'Zen-Fokussitzungen für Ruhe und Konzentration im Arbeitsalltag.',
        to: '/{-$locale}/solutions/master-wu',
        fullWidth: false,
      },
      {
        id: 'integrated-solutions',
        title: 'Integrated Solutions',
        description: 'KI, Prozesse und Menschen in einem System, das trägt.',
        to: '/{-$locale}/solutions/integrated-solutions',
        fullWidth: false,
      },
    ],
    demo: {
      title: 'Unsicher, was passt?',
      text: 'In einer kostenlosen Demo zeigen wir Ihnen die Lösungen an Ihrem eigenen Beispiel.',
      cta: 'Kostenlose Demo anfragen',
    },
  },
  en: {
    meta: {
      title: 'Solutions – AI coaching and digital programmes',
      description:
        'All solutions at a glance: SOPHIE, NOVA, Marcus Storm, Master WU and Integrated Solutions.',
    },
    heading: 'Our solutions',
    lead: 'From the AI companion for every day to an integrated system for your whole company – find the offer that fits your situation.',
    learnMore: 'Learn more',
    cards: [
      {
        id: 'sophie',
        title: 'SOPHIE',
        description:
          'Your AI companion who really listens – around the clock, for professional and personal questions.',
        to: '/{-$locale}/sophie',
        fullWidth: true,
      },
      {
        id: 'nova',
        title: 'NOVA',
        description:
          'The 60-minute session for your quantum leap – or the 9-minute version for quick breakthroughs.',
        to: '/{-$locale}/nova',
        fullWidth: false,
      },
      {
        id: 'marcus-storm',
        title: 'Marcus Storm',
        description: 'Leadership with focus and determination, even in a storm.',
        to: '/{-$locale}/marcus-storm',
        fullWidth: false,
      },
      {
        id: 'master-wu',
        title: 'Master WU',
        description: 'Zen focus sessions for calm and concentration at work.',
        to: '/{-$locale}/solutions/master-wu',
        fullWidth: false,
      },
      {
        id: 'integrated-solutions',
        title: 'Integrated Solutions',
        description: 'AI, processes and people in one system that holds.',
        to: '/{-$locale}/solutions/integrated-solutions',
        fullWidth: false,
      },
    ],
    demo: {
      title: 'Not sure what fits?',
      text: 'In a free demo we show you the solutions using your own example.',
      cta: 'Request a Free Demo',
    },
  },
};

export const solutionsHead: PageHeadSource<SolutionsContent> = { copy: solutionsContent };
