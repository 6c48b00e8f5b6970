import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { productJsonLd } from '../../lib/jsonLd';
import { formatPrice } from '../../lib/format';

interface Item {
  title: string;
  text: string;
}

export interface MasterWuContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  summary: string;
  features: { title: string; items: Item[] };
  benefits: { title: string; items: string[] };
  price: { title: string; amount: number; note: string; cta: string };
  schedule: {
    title: string;
    lead: string;
    phases: { minutes: number; title: string; text: string }[];
    minutesLabel: string;
  };
  notes: { title: string; items: string[] };
}

export const masterWuContent: Localized<MasterWuContent> = {
  de: {
    meta: {
      title: 'Master WU – 30-Minuten-Zen-Fokussitzung',
      description: `Eine geführte Zen-Fokussitzung mit Master WU: 30 Minuten für ${formatPrice(49, 'EUR', 'de', 2)}, per Videocall oder im Studio.`,
    },
    eyebrow: 'Zen-Fokussitzung',
    heading: 'Master WU',
    summary:
      'Master WU verbindet jahrhundertealte Meditationspraxis mit den Anforderungen moderner Arbeit. In 30 Minuten finden Sie zurück zu Ruhe, Konzentration und einem klaren Blick auf das Wesentliche.',
    features: {
      title: 'Was Sie erwartet',
      items: [
        {
          title: 'Geführte Meditation',
          text: 'Eine ruhige Stimme führt Sie Schritt für Schritt in die Stille.',
        },
        { title: 'Atemtechniken', text: 'Einfache Übungen, die Sie auch im Büroalltag anwenden können.' },
        { title: 'Fokus-Impuls', text: 'Eine Weisheit zum Mitnehmen, die Ihre nächste Aufgabe leitet.' },
      ],
    },
    benefits: {
      title: 'Ihr Gewinn',
      items: [
        'Weniger Stress und innere Unruhe',
        'Mehr Konzentration für anspruchsvolle Aufgaben',
        'Besserer Schlaf und mehr Energie',
        'Gelassenheit in schwierigen Gesprächen',
      ],
    },
    price: { title: 'Preis', amount: 49, note: 'pro Sitzung, 30 Minuten', cta: 'Sitzung buchen' },
    schedule: {
      title: 'Ablauf der Sitzung',
      lead: '30 Minuten, in vier Phasen aufgeteilt.',
      minutesLabel: 'Minuten',
      phases: [
        { minutes: 5, title: 'Ankommen', text: 'Sie lassen den Alltag los und finden eine bequeme Haltung.' },
        {
          minutes: 15,
          title: 'Geführte Meditation',
          text: 'Master WU führt Sie mit Atem und Bildern in die Tiefe.',
        },
        { minutes: 5, title: 'Fokus-Impuls', text: 'Eine Weisheit für Ihre aktuelle Herausforderung.' },
        {
          minutes: 5,
          title: 'Rückkehr und Integration',
          text: 'Sie kehren wach zurück und legen Ihren nächsten Schritt fest.',
        },
      ],
    },
    notes: {
      title: 'Hinweise',
      items: [
        '10 % des Erlöses fließen in ein Achtsamkeitsprojekt an Schulen.',
        'Die Sitzung findet per Videocall oder in unseren Studios in Berlin, Hamburg und München statt.',
      ],
    },
  },
  en: {
    meta: {
      title: 'Master WU – 30-minute zen focus session',
      description: `A guided zen focus session with Master WU: 30 minutes for ${formatPrice(49, 'EUR', 'en', 2)}, by video call or in a studio.`,
    },
    eyebrow: 'Zen focus session',
    heading: 'Master WU',
    summary:
      'Master WU combines centuries-old meditation practice with the demands of modern work. In 30 minutes you return to calm, concentration and a clear view of what matters.',
    features: {
      title: 'What to expect',
      items: [
        { title: 'Guided meditation', text: 'A calm voice leads you step by step into stillness.' },
        { title: 'Breathing techniques', text: 'Simple exercises you can use in everyday office life.' },
        { title: 'Focus impulse', text: 'A piece of wisdom to take away that guides your next task.' },
      ],
    },
    benefits: {
      title: 'Your benefits',
      items: [
        'Less stress and inner restlessness',
        'More concentration for demanding work',
        'Better sleep and more energy',
        'Composure in difficult conversations',
      ],
    },
    price: { title: 'Price', amount: 49, note: 'per session, 30 minutes', cta: 'Book a session' },
    schedule: {
      title: 'Session schedule',
      lead: '30 minutes, split into four phases.',
      minutesLabel: 'minutes',
      phases: [
        { minutes: 5, title: 'Arriving', text: 'You let go of the day and find a comfortable posture.' },
        {
          minutes: 15,
          title: 'Guided meditation',
          text: 'Master WU guides you deeper with breath and imagery.',
        },
        { minutes: 5, title: 'Focus impulse', text: 'A piece of wisdom for your current challenge.' },
        {
          minutes: 5,
          title: 'Return and integration',
          text: 'You come back alert and decide on your next step.',
        },
      ],
    },
    notes: {
      title: 'Notes',
      items: [
        '10% of the proceeds go to a mindfulness project in schools.',
        'Sessions take place by video call or in our studios in Berlin, Hamburg and Munich.',
      ],
    },
  },
};

export const masterWuHead: PageHeadSource<MasterWuContent> = {
  copy: masterWuContent,
  jsonLd: (_lang, url, { meta, heading, price }) => [
    productJsonLd(meta, url, [{ name: heading, amount: price.amount, currency: 'EUR' }]),
  ],
};
