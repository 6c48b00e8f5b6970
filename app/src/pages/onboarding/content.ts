import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

interface Item {
  title: string;
  text: string;
}

export interface OnboardingContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  nextSteps: {
    title: string;
    profile: Item & { cta: string };
    services: Item & { cta: string };
    call: Item & { cta: string };
  };
  help: { title: string; items: Item[] };
  testimonials: { title: string; items: { quote: string; author: string; role: string }[] };
  closing: { title: string; text: string; cta: string };
}

export const onboardingContent: Localized<OnboardingContent> = {
  de: {
    meta: {
      title: 'Willkommen – Ihre ersten Schritte',
      description:
        'Willkommen bei SMO: Profil vervollständigen, Leistungen entdecken und ein Strategiegespräch vereinbaren.',
    },
    eyebrow: 'Willkommen an Bord',
    heading: 'Schön, dass Sie da sind',
    lead: 'In drei Schritten starten Sie mit uns durch. Wir begleiten Sie vom ersten Gespräch bis zum messbaren Erfolg.',
    nextSteps: {
      title: 'Ihre nächsten Schritte',
      profile: {
        title: 'Profil vervollständigen',
        text: 'Erzählen Sie uns in unserer kurzen Umfrage von Ihrem Unternehmen und Ihren Zielen.',
        cta: 'Zur Umfrage',
      },
      services: {
        title: 'Leistungen entdecken',
        text: 'Verschaffen Sie sich einen Überblick über unsere Lösungen und Programme.',
        cta: 'Lösungen ansehen',
      },
      call: {
        title: 'Strategiegespräch vereinbaren',
        text: 'Wählen Sie einen Termin für Ihr kostenloses Strategiegespräch.',
        cta: 'Termin wählen',
      },
    },
    help: {
      title: 'So unterstützen wir Sie',
      items: [
        { title: 'Persönliche Ansprechperson', text: 'Eine feste Kontaktperson kennt Ihr Projekt.' },
        { title: 'KI-gestützte Analysen', text: 'Daten statt Bauchgefühl für Ihre Entscheidungen.' },
        { title: 'Klare Fahrpläne', text: 'Jeder Schritt mit Ziel, Termin und Verantwortung.' },
        { title: 'Laufende Optimierung', text: 'Wir messen, lernen und verbessern kontinuierlich.' },
      ],
    },
    testimonials: {
      title: 'Das sagen unsere Kundinnen und Kunden',
      items: [
        {
          quote: 'Schon nach dem ersten Gespräch wussten wir, wo wir ansetzen müssen.',
          author: 'Katrin M.',
          role: 'Geschäftsführerin, Einzelhandel',
        },
        {
          quote: 'Die Kombination aus KI und persönlicher Beratung hat uns überzeugt.',
          author: 'Jonas B.',
          role: 'Gründer, Softwarefirma',
        },
        {
          quote: 'Endlich ein Partner, der zuhört und liefert.',
          author: 'Aylin S.',
          role: 'Marketingleiterin, Mittelstand',
        },
      ],
    },
    closing: {
      title: 'Bereit für den ersten Schritt?',
      text: 'Vereinbaren Sie jetzt Ihr Strategiegespräch – kostenlos und unverbindlich.',
      cta: 'Strategiegespräch buchen',
    },
  },
  en: {
    meta: {
      title: 'Welcome – your first steps',
      description:
        'Welcome to SMO: complete your profile, explore our services and schedule a strategy call.',
    },
    eyebrow: 'Welcome aboard',
    heading: 'Great to have you here',
    lead: 'Get started with us in three steps. We support you from the first conversation to measurable success.',
    nextSteps: {
      title: 'Your next steps',
      profile: {
        title: 'Complete your profile',
        text: 'Tell us about your company and your goals in our short survey.',
        cta: 'Go to the survey',
      },
      services: {
        title: 'Explore our services',
        text: 'Get an overview of our solutions and programmes.',
        cta: 'See the solutions',
      },
      call: {
        title: 'Schedule a strategy call',
        text: 'Choose a time for your free strategy call.',
        cta: 'Choose a time',
      },
    },
    help: {
      title: 'How we help',
      items: [
        { title: 'A personal contact', text: 'One dedicated person knows your project.' },
        { title: 'AI-supported analyses', text: 'Data instead of gut feeling for your decisions.' },
        { title: 'Clear roadmaps', text: 'Every step with a goal, a date and an owner.' },
        { title: 'Continuous optimization', text: 'We measure, learn and improve all the time.' },
      ],
    },
    testimonials: {
      title: 'What our clients say',
      items: [
        {
          quote: 'After the very first conversation we knew where to start.',
          author: 'Katrin M.',
          role: 'Managing director, retail',
        },
        {
          quote: 'The combination of AI and personal advice convinced us.',
          author: 'Jonas B.',
          role: 'Founder, software company',
        },
        {
          quote: 'Finally a partner who listens and delivers.',
          author: 'Aylin S.',
          role: 'Head of marketing, mid-sized company',
        },
      ],
    },
    closing: {
      title: 'Ready for the first step?',
      text: 'Schedule your strategy call now – free and without obligation.',
      cta: 'Book a strategy call',
    },
  },
};

export const onboardingHead: PageHeadSource<OnboardingContent> = { copy: onboardingContent };
