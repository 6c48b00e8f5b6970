import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

interface Item {
  title: string;
  text: string;
}

export interface IntegratedSolutionsContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  scrollCta: string;
  intro: { title: string; text: string };
  features: { title: string; items: Item[] };
  water: { title: string; text: string; linkLabel: string };
  areas: { title: string; items: Item[] };
  contact: { title: string; text: string; cta: string };
}

export const integratedSolutionsContent: Localized<IntegratedSolutionsContent> = {
  de: {
    meta: {
      title: 'Integrated Solutions – KI, Strategie und Mensch in einem System',
      description:
        'Integrated Solutions verbindet KI-Coaching, Prozessberatung und digitale Werkzeuge zu einer Lösung, die in Ihrem Unternehmen wirkt.',
    },
    eyebrow: 'Integrierte Lösungen',
    heading: 'Integrated Solutions',
    lead: 'Technik allein verändert nichts. Wir verbinden KI-Werkzeuge, klare Prozesse und die Menschen in Ihrem Unternehmen zu einem System, das trägt.',
    scrollCta: 'Mehr erfahren',
    intro: {
      title: 'Ein System statt Insellösungen',
      text: 'Viele Unternehmen nutzen ein Dutzend Werkzeuge, die nicht miteinander sprechen. Integrated Solutions schafft eine gemeinsame Grundlage: Daten fließen, Entscheidungen werden nachvollziehbar und Ihr Team arbeitet mit statt gegen die Technik.',
    },
    features: {
      title: 'Kernfunktionen',
      items: [
        {
          title: 'KI-Coaching im Alltag',
          text: 'Digitale Begleiter wie SOPHIE und NOVA unterstützen Ihr Team bei Entscheidungen.',
        },
        { title: 'Prozessanalyse', text: 'Wir machen Reibungsverluste sichtbar und beseitigen sie.' },
        {
          title: 'Nahtlose Integration',
          text: 'Ihre vorhandenen Systeme bleiben – wir verbinden sie sinnvoll.',
        },
        { title: 'Messbare Wirkung', text: 'Kennzahlen zeigen, was sich verbessert hat.' },
      ],
    },
    water: {
      title: 'Das Wasserprinzip',
      text: 'Wie Wasser passt sich unsere Lösung der Form Ihres Unternehmens an, statt es in eine Form zu pressen. Erleben Sie das Prinzip in einer 30-minütigen Entscheidungssitzung.',
      linkLabel: 'Zur Wasserprinzip-Sitzung',
    },
    areas: {
      title: 'Anwendungsbereiche',
      items: [
        { title: 'Führung und Entscheidungen', text: 'Klarheit für Geschäftsführung und Teamleitungen.' },
        { title: 'Vertrieb und Marketing', text: 'Mehr Wirkung aus vorhandenen Kanälen und Daten.' },
        { title: 'Organisation und Wandel', text: 'Veränderungen, die Ihr Team mitträgt.' },
      ],
    },
    contact: {
      title: 'Sprechen wir über Ihr Unternehmen',
      text: 'Schildern Sie uns Ihre Situation – wir melden uns innerhalb eines Werktags.',
      cta: 'Kontakt aufnehmen',
    },
  },
  en: {
    meta: {
      title: 'Integrated Solutions – AI, strategy and people in one system',
      description:
        'Integrated Solutions combines AI coaching, process consulting and digital tools into one solution that works in your company.',
    },
    eyebrow: 'Integrated solutions',
    heading: 'Integrated Solutions',
    lead: 'Technology alone changes nothing. We connect AI tools, clear processes and the people in your company into a system that holds.',
    scrollCta: 'Learn more',
    intro: {
      title: 'One system instead of isolated tools',
      text: 'Many companies use a dozen tools that do not talk to each other. Integrated Solutions creates a common foundation: data flows, decisions become traceable and your team works with technology instead of against it.',
    },
    features: {
      title: 'Key features',
      items: [
        {
          title: 'AI coaching every day',
          text: 'Digital companions such as SOPHIE and NOVA support your team’s decisions.',
        },
        { title: 'Process analysis', text: 'We make friction visible and remove it.' },
        { title: 'Seamless integration', text: 'Your existing systems stay – we connect them sensibly.' },
        { title: 'Measurable impact', text: 'Key figures show what has improved.' },
      ],
    },
    water: {
      title: 'The water principle',
      text: 'Like water, our solution adapts to the shape of your company instead of forcing it into a mould. Experience the principle in a 30-minute decision session.',
      linkLabel: 'Go to the water-principle session',
    },
    areas: {
      title: 'Application areas',
      items: [
        { title: 'Leadership and decisions', text: 'Clarity for management and team leads.' },
        { title: 'Sales and marketing', text: 'More impact from existing channels and data.' },
        { title: 'Organisation and change', text: 'Change your team supports.' },
      ],
    },
    contact: {
      title: 'Let’s talk about your company',
      text: 'Describe your situation – we will get back to you within one working day.',
      cta: 'Get in touch',
    },
  },
};

export const integratedSolutionsHead: PageHeadSource<IntegratedSolutionsContent> = {
  copy: integratedSolutionsContent,
};
