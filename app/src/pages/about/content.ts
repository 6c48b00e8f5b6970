import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

export interface AboutContent {
  meta: PageMeta;
  heading: string;
  intro: string;
  story: { title: string; paragraphs: string[] };
  responsibility: { title: string; intro: string; cards: { title: string; text: string }[] };
}

export const aboutContent: Localized<AboutContent> = {
  de: {
    meta: {
      title: 'Über uns',
      description:
        'Wer hinter SMO steht: unsere Geschichte und unsere Verantwortung für Region, Umwelt und nachhaltige Entwicklung.',
    },
    heading: 'LASST UNS GEMEINSAM WACHSEN',
    intro:
      'Wir sind ein Team aus Beraterinnen, Entwicklern und Coaches, das kleinen Unternehmen den Weg in die digitale Zukunft ebnet.',
    story: {
      title: 'UNSERE GESCHICHTE',
      paragraphs: [
        'Angefangen hat alles mit einer einfachen Beobachtung: Viele gute Betriebe verlieren Kunden, weil ihr digitaler Auftritt nicht zeigt, was sie können.',
        'Heute verbinden wir Websites, Marketing und KI-Coaching, damit Unternehmerinnen und Unternehmer mehr Zeit für das haben, was sie wirklich voranbringt.',
      ],
    },
    responsibility: {
      title: 'UNSERE VERANTWORTUNG',
      intro: 'Mit jedem Auftrag unterstützen Sie auch soziale Projekte.',
      cards: [
        {
          title: 'Lokale Integration',
          text: 'Wir arbeiten mit Betrieben und Initiativen aus der Region und schaffen Ausbildungsplätze vor Ort.',
        },
        {
          title: 'Recycling-Förderung',
          text: 'Wir unterstützen Projekte, die Elektronik und Materialien wiederverwerten statt wegwerfen.',
        },
        {
          title: 'Nachhaltige Entwicklung',
          text: 'Unsere Server laufen mit Ökostrom, und wir planen Projekte für eine lange Lebensdauer.',
        },
      ],
    },
  },
  en: {
    meta: {
      title: 'About us',
      description:
        'Who is behind SMO: our story and our responsibility to the region, the environment and sustainable development.',
    },
    heading: 'LET US GROW TOGETHER',
    intro:
      'We are a team of consultants, developers and coaches paving the way into the digital future for small businesses.',
    story: {
      title: 'OUR STORY',
      paragraphs: [
        'It all started with a simple observation: many good businesses lose customers because their online presence does not show what they can do.',
        'Today we combine websites, marketing and AI coaching so that entrepreneurs have more time for what really moves them forward.',
      ],
    },
    responsibility: {
      title: 'OUR RESPONSIBILITY',
      intro: 'With every order you also support social projects.',
      cards: [
        {
          title: 'Local integration',
          text: 'We work with local businesses and initiatives and create apprenticeships in the region.',
        },
        {
          title: 'Recycling support',
          text: 'We support projects that reuse electronics and materials instead of throwing them away.',
        },
        {
          title: 'Sustainable development',
          text: 'Our servers run on green electricity, and we plan projects to last.',
        },
      ],
    },
  },
};

export const aboutHead: PageHeadSource = { copy: aboutContent };
