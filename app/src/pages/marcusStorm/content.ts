import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { formatPrice } from '../../lib/format';

interface TitledText {
  title: string;
  text: string;
}

export interface MarcusStormTier {
  id: 'basic' | 'professional' | 'elite';
  name: string;
  /** EUR. */
  price: number;
  features: string[];
  cta: string;
}

export interface MarcusStormContent {
  meta: PageMeta;
  heading: string;
  quote: string;
  intro: string;
  heroButton: string;
  focus: { title: string; cards: TitledText[]; ctaLabel: string; ctaNote: string };
  stories: { title: string; items: TitledText[]; learnMore: string };
  protocols: { title: string; items: (TitledText & { cta: string })[] };
  offerings: { title: string; recommended: string; tiers: MarcusStormTier[] };
  sister: { title: string; text: string; cta: string };
  community: { title: string; stats: { value: string; label: string }[]; join: string };
  footer: string;
  backToTop: string;
}

export const marcusStormContent: Localized<MarcusStormContent> = {
  de: {
    meta: {
      title: 'Marcus Storm – Führung mit Klarheit',
      description: `Marcus Storm: Führungs-Coaching mit Fokus und Entschlossenheit. Storm Protocols, Premium-Angebote ab ${formatPrice(997, 'EUR', 'de')} und eine Community mit über 12.000 Teilnehmenden.`,
    },
    heading: 'Marcus Storm',
    quote: '„Klarheit ist keine Begabung. Sie ist eine Entscheidung, die man jeden Tag neu trifft.“',
    intro:
      'Marcus Storm ist die Führungspersönlichkeit unter unseren KI-Coaches: direkt, fokussiert und geprägt von den Prinzipien aus Krisen- und Einsatzführung.',
    heroButton: 'Angebote ansehen',
    focus: {
      title: 'Fokus & Entschlossenheit',
      cards: [
        { title: 'Tägliche Praxis', text: 'Kurze, feste Routinen, die Ihren Kopf jeden Morgen ordnen.' },
        {
          title: 'Krisenkompass',
          text: 'Ein Werkzeug, das in unübersichtlichen Lagen die nächste richtige Entscheidung zeigt.',
        },
        {
          title: 'Stärke und Weisheit',
          text: 'Durchsetzungskraft und Besonnenheit werden zu einer Haltung verbunden.',
        },
      ],
      ctaLabel: 'Innere Klarheit entdecken',
      ctaNote: 'Die Plätze im nächsten Seminar sind begrenzt.',
    },
    stories: {
      title: 'Erfolgsgeschichten',
      learnMore: 'Mehr erfahren',
      items: [
        {
          title: 'Vom Chaos zur Linie',
          text: 'Ein Geschäftsführer führte sein Team durch eine Restrukturierung – ohne Kündigungswelle.',
        },
        {
          title: 'Ruhe unter Druck',
          text: 'Eine Projektleiterin lernte, in Eskalationen klar und freundlich zu bleiben.',
        },
        {
          title: 'Neuer Kurs',
          text: 'Ein Familienunternehmen fand nach dem Generationswechsel eine gemeinsame Richtung.',
        },
      ],
    },
    protocols: {
      title: 'Die Storm Protocols',
      items: [
        {
          title: 'SEAL Clarity Protocol',
          text: 'Vier Schritte, um in Sekunden vom Stress in die Handlung zu kommen.',
          cta: 'Protokoll anfragen',
        },
        {
          title: '4-Stufen-Transformationszyklus',
          text: 'Erkennen, entscheiden, handeln, verankern – Veränderung, die bleibt.',
          cta: 'Zyklus starten',
        },
        {
          title: 'Krisenprotokolle',
          text: 'Klare Abläufe für die Stunden, in denen alles gleichzeitig passiert.',
          cta: 'Protokolle erhalten',
        },
      ],
    },
    offerings: {
      title: 'Premium-Angebote',
      recommended: 'Empfohlen',
      tiers: [
        {
          id: 'basic',
          name: 'Basic',
          price: 997,
          features: ['Online-Seminar', 'Storm-Protocols-Arbeitsbuch', 'Community-Zugang'],
          cta: 'Basic wählen',
        },
        {
          id: 'professional',
          name: 'Professional',
          price: 2497,
          features: ['Alles aus Basic', '3 persönliche Coaching-Sessions', 'Krisenkompass-Training'],
          cta: 'Professional wählen',
        },
        {
          id: 'elite',
          name: 'Elite',
          price: 4997,
          features: ['Alles aus Professional', 'Persönliche Begleitung über 3 Monate', 'Präsenz-Intensivtag'],
          cta: 'Elite wählen',
        },
      ],
    },
    sister: {
      title: 'Lernen Sie auch SOPHIE kennen',
      text: 'Marcus Storms KI-Schwester SOPHIE hört zu, ordnet Gedanken und ist rund um die Uhr für Sie da.',
      cta: 'SOPHIE entdecken',
    },
    community: {
      title: 'Wirkung der Community',
      stats: [
        { value: '12.000+', label: 'Teilnehmende' },
        { value: '94 %', label: 'Erfolgsquote' },
        { value: '250+', label: 'Unternehmen' },
      ],
      join: 'Der Community beitreten',
    },
    footer: '© 2025 Marcus Storm. Alle Rechte vorbehalten.',
    backToTop: 'Nach oben',
  },
  en: {
    meta: {
      title: 'Marcus Storm – Leadership with clarity',
      description: `Marcus Storm: leadership coaching with focus and determination. Storm Protocols, premium offerings from ${formatPrice(997, 'EUR', 'en')} and a community of more than 12,000 participants.`,
    },
    heading: 'Marcus Storm',
    quote: '“Clarity is not a talent. It is a decision you make again every day.”',
    intro:
      'Marcus Storm is the leadership persona among our AI coaches: direct, focused and shaped by the principles of crisis and field leadership.',
    heroButton: 'View offerings',
    focus: {
      title: 'Focus & Determination',
      cards: [
        { title: 'Daily practice', text: 'Short, fixed routines that clear your head every morning.' },
        {
          title: 'Crisis compass',
          text: 'A tool that shows the next right decision when things get confusing.',
        },
        { title: 'Strength and wisdom', text: 'Assertiveness and composure combined into one stance.' },
      ],
      ctaLabel: 'Discover Inner Clarity',
      ctaNote: 'Places in the next seminar are limited.',
    },
    stories: {
      title: 'Success Stories',
      learnMore: 'Learn more',
      items: [
        {
          title: 'From chaos to direction',
          text: 'A managing director led his team through a restructuring – without a wave of layoffs.',
        },
        {
          title: 'Calm under pressure',
          text: 'A project lead learned to stay clear and friendly during escalations.',
        },
        {
          title: 'A new course',
          text: 'A family business found a shared direction after the generational handover.',
        },
      ],
    },
    protocols: {
      title: 'The Storm Protocols',
      items: [
        {
          title: 'SEAL Clarity Protocol',
          text: 'Four steps to move from stress to action in seconds.',
          cta: 'Request the protocol',
        },
        {
          title: '4-Stage Transformation Cycle',
          text: 'Recognise, decide, act, anchor – change that lasts.',
          cta: 'Start the cycle',
        },
        {
          title: 'Crisis Protocols',
          text: 'Clear routines for the hours when everything happens at once.',
          cta: 'Get the protocols',
        },
      ],
    },
    offerings: {
      title: 'Premium Offerings',
      recommended: 'Recommended',
      tiers: [
        {
          id: 'basic',
          name: 'Basic',
          price: 997,
          features: ['Online seminar', 'Storm Protocols workbook', 'Community access'],
          cta: 'Choose Basic',
        },
        {
          id: 'professional',
          name: 'Professional',
          price: 2497,
          features: ['Everything in Basic', '3 personal coaching sessions', 'Crisis compass training'],
          cta: 'Choose Professional',
        },
        {
          id: 'elite',
          name: 'Elite',
          price: 4997,
          features: [
            'Everything in Professional',
            'Personal guidance for 3 months',
            'In-person intensive day',
          ],
          cta: 'Choose Elite',
        },
      ],
    },
    sister: {
      title: 'Meet SOPHIE too',
      text: 'Marcus Storm’s AI sister SOPHIE listens, sorts your thoughts and is there for you around the clock.',
      cta: 'Discover SOPHIE',
    },
    community: {
      title: 'Community Impact',
      stats: [
        { value: '12,000+', label: 'participants' },
        { value: '94%', label: 'success rate' },
        { value: '250+', label: 'companies' },
      ],
      join: 'Join the community',
    },
    footer: '© 2025 Marcus Storm. All rights reserved.',
    backToTop: 'Back to top',
  },
};

export const marcusStormHead: PageHeadSource<MarcusStormContent> = { copy: marcusStormContent };
