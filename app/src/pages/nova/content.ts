import type { Localized } from '../../i18n/lang';
import { checkoutProductJsonLd, faqJsonLd } from '../../lib/jsonLd';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { formatPrice } from '../../lib/format';

interface TitledText {
  title: string;
  text: string;
}

export interface NovaContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  heroText: string;
  bookLabel: string;
  intro: { title: string; paragraphs: string[] };
  features: { title: string; items: TitledText[] };
  benefits: { title: string; items: TitledText[] };
  process: { title: string; steps: TitledText[] };
  expert: { title: string; name: string; role: string; bio: string };
  pricing: {
    title: string;
    name: string;
    duration: string;
    includes: string[];
    buyLabel: string;
    note: string;
  };
  faq: { title: string; items: { question: string; answer: string }[] };
  disclaimer: { title: string; text: string };
  closing: { title: string; text: string; buttonLabel: string };
}

/** The NOVA session's price in USD (spec §9). */
export const novaPrice = 499;

export const novaContent: Localized<NovaContent> = {
  de: {
    meta: {
      title: 'NOVA – 60-Minuten-Quantum-Breakthrough-Session',
      description: `NOVA, die KI für Durchbrüche: eine 60-minütige Quantum Breakthrough Session für ${formatPrice(novaPrice, 'USD', 'de')} – Klarheit, Strategie und nächste Schritte für Ihr Business.`,
    },
    eyebrow: 'Quantum Breakthrough Session',
    heading: 'NOVA: Ihr Quantensprung in 60 Minuten',
    heroText:
      'In einer einzigen 60-minütigen Session analysiert NOVA Ihre Situation, löst Blockaden und entwickelt mit Ihnen einen klaren Plan.',
    bookLabel: 'Jetzt buchen',
    intro: {
      title: 'Vom Stillstand zum Quantensprung',
      paragraphs: [
        'Manche Entscheidungen schieben wir monatelang vor uns her. NOVA bringt in einer Stunde Struktur in Ihre Gedanken und zeigt, welcher Schritt jetzt den größten Unterschied macht.',
        'Statt allgemeiner Ratschläge erhalten Sie Fragen, Muster und Handlungsschritte, die auf Ihre Lage zugeschnitten sind.',
      ],
    },
    features: {
      title: 'Was die Session auszeichnet',
      items: [
        {
          title: 'Tiefenanalyse',
          text: 'NOVA erkennt Muster in Ihrer Ausgangslage, die im Alltag untergehen.',
        },
        { title: 'Klare Strategie', text: 'Aus Ihren Zielen wird ein konkreter, priorisierter Plan.' },
        {
          title: 'Blockaden lösen',
          text: 'Gezielte Fragen machen sichtbar, was Sie bisher zurückgehalten hat.',
        },
        {
          title: 'Sofort umsetzbar',
          text: 'Sie gehen mit drei bis fünf Schritten für die nächsten Tage aus der Session.',
        },
      ],
    },
    benefits: {
      title: 'Ihr Nutzen',
      items: [
        { title: 'Zeit sparen', text: 'Eine Stunde statt wochenlangen Grübelns.' },
        { title: 'Sicher entscheiden', text: 'Optionen werden nachvollziehbar gegeneinander abgewogen.' },
        {
          title: 'Neue Perspektiven',
          text: 'NOVA denkt ohne Betriebsblindheit und ohne Eigeninteresse mit.',
        },
        {
          title: 'Messbarer Fortschritt',
          text: 'Ihr Plan enthält Kennzahlen, an denen Sie den Erfolg ablesen.',
        },
      ],
    },
    process: {
      title: 'So läuft es ab',
      steps: [
        { title: 'Buchung', text: 'Sie buchen die Session online und erhalten sofort Ihre Bestätigung.' },
        {
          title: 'Vorbereitung',
          text: 'Ein kurzer Fragebogen hilft NOVA, Ihre Situation vorab zu verstehen.',
        },
        {
          title: '60-Minuten-Session',
          text: 'Gemeinsam arbeiten Sie an Ihrer wichtigsten Frage – fokussiert und ohne Umwege.',
        },
        {
          title: 'Integration',
          text: 'Sie erhalten eine Zusammenfassung mit Ihrem Plan und setzen ihn Schritt für Schritt um.',
        },
      ],
    },
    expert: {
      title: 'Ihre Expertin',
      name: 'NOVA',
      role: 'KI für strategische Durchbrüche',
      bio: 'NOVA wurde mit Unternehmerinnen und Unternehmern entwickelt und in Hunderten Coaching-Situationen verfeinert. Sie verbindet analytisches Denken mit Empathie – und bleibt dabei immer eine KI, die Sie unterstützt, nicht ersetzt.',
    },
    pricing: {
      title: 'Preis',
      name: 'Quantum Breakthrough Session',
      duration: '60 Minuten',
      includes: [
        '60-minütige Session mit NOVA',
        'Vorbereitender Fragebogen',
        'Schriftliche Zusammenfassung mit Ihrem Plan',
      ],
      buyLabel: 'Session sichern',
      note: 'Sichere Zahlung per Karte über unseren Zahlungsanbieter.',
    },
    faq: {
      title: 'Häufige Fragen',
      items: [
        {
          question: 'Brauche ich Vorkenntnisse?',
          answer:
            'Nein. Sie brauchen nur eine Frage oder ein Ziel, das Sie voranbringen möchten. NOVA führt Sie durch die Session.',
        },
        {
          question: 'Reichen 60 Minuten wirklich aus?',
          answer:
            'Ja, für einen echten Durchbruch bei einer klar umrissenen Frage. Die Vorbereitung sorgt dafür, dass keine Minute verloren geht.',
        },
        {
          question: 'Wie sicher sind meine Daten?',
          answer:
            'Ihre Angaben werden DSGVO-konform verarbeitet, verschlüsselt übertragen und nicht an Dritte weitergegeben.',
        },
      ],
    },
    disclaimer: {
      title: 'Hinweis',
      text: 'NOVA ist eine KI und keine menschliche Beraterin. Die Session ersetzt keine medizinische, finanzielle oder rechtliche Beratung. Ergebnisse sind individuell und können variieren.',
    },
    closing: {
      title: 'Bereit für Ihren Quantensprung?',
      text: 'Sichern Sie sich jetzt Ihre 60-minütige Session mit NOVA.',
      buttonLabel: 'Jetzt noch einmal sichern',
    },
  },
  en: {
    meta: {
      title: 'NOVA – 60-Minute Quantum Breakthrough Session',
      description: `NOVA, the AI for breakthroughs: a 60-minute Quantum Breakthrough session for ${formatPrice(novaPrice, 'USD', 'en')} – clarity, strategy and next steps for your business.`,
    },
    eyebrow: 'Quantum Breakthrough Session',
    heading: 'NOVA: Your quantum leap in 60 minutes',
    heroText:
      'In a single 60-minute session NOVA analyses your situation, clears blockages and builds a clear plan with you.',
    bookLabel: 'Book now',
    intro: {
      title: 'From standstill to quantum leap',
      paragraphs: [
        'Some decisions we put off for months. In one hour NOVA brings structure to your thinking and shows which step makes the biggest difference now.',
        'Instead of generic advice you get questions, patterns and actions tailored to your situation.',
      ],
    },
    features: {
      title: 'What makes the session special',
      items: [
        {
          title: 'Deep analysis',
          text: 'NOVA spots patterns in your situation that get lost in day-to-day work.',
        },
        { title: 'Clear strategy', text: 'Your goals become a concrete, prioritised plan.' },
        { title: 'Clear blockages', text: 'Targeted questions reveal what has been holding you back.' },
        { title: 'Ready to act', text: 'You leave with three to five steps for the coming days.' },
      ],
    },
    benefits: {
      title: 'Your benefits',
      items: [
        { title: 'Save time', text: 'One hour instead of weeks of going round in circles.' },
        { title: 'Decide with confidence', text: 'Options are weighed against each other transparently.' },
        { title: 'Fresh perspectives', text: 'NOVA thinks along without tunnel vision or self-interest.' },
        { title: 'Measurable progress', text: 'Your plan includes figures that show your success.' },
      ],
    },
    process: {
      title: 'How it works',
      steps: [
        { title: 'Booking', text: 'Book the session online and receive your confirmation right away.' },
        {
          title: 'Preparation',
          text: 'A short questionnaire helps NOVA understand your situation in advance.',
        },
        {
          title: '60-minute session',
          text: 'Together you work on your most important question – focused and direct.',
        },
        {
          title: 'Integration',
          text: 'You receive a summary with your plan and put it into practice step by step.',
        },
      ],
    },
    expert: {
      title: 'Your expert',
      name: 'NOVA',
      role: 'AI for strategic breakthroughs',
      bio: 'NOVA was developed with entrepreneurs and refined in hundreds of coaching situations. It combines analytical thinking with empathy – and always remains an AI that supports you, never replaces you.',
    },
    pricing: {
      title: 'Price',
      name: 'Quantum Breakthrough Session',
      duration: '60 minutes',
      includes: [
        '60-minute session with NOVA',
        'Preparation questionnaire',
        'Written summary with your plan',
      ],
      buyLabel: 'Secure your session',
      note: 'Secure card payment through our payment provider.',
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          question: 'Do I need any prior knowledge?',
          answer:
            'No. All you need is a question or goal you want to move forward. NOVA guides you through the session.',
        },
        {
          question: 'Are 60 minutes really enough?',
          answer:
            'Yes, for a real breakthrough on a clearly defined question. The preparation makes sure no minute is wasted.',
        },
        {
          question: 'How secure is my data?',
          answer:
            'Your information is processed in line with the GDPR, transmitted encrypted and never passed on to third parties.',
        },
      ],
    },
    disclaimer: {
      title: 'Please note',
      text: 'NOVA is an AI, not a human advisor. The session does not replace medical, financial or legal advice. Results are individual and may vary.',
    },
    closing: {
      title: 'Ready for your quantum leap?',
      text: 'Secure your 60-minute session with NOVA now.',
      buttonLabel: 'Secure it once more',
    },
  },
};

/** For search engines: the session as a product with one offer, bought through the checkout, and the FAQ. */
export const novaHead: PageHeadSource<NovaContent> = {
  copy: novaContent,
  jsonLd: (_lang, _url, { meta, pricing, faq }) => {
    return [
      checkoutProductJsonLd({
        name: `NOVA ${pricing.name}`,
        description: meta.description,
        price: novaPrice,
        currency: 'USD',
      }),
      faqJsonLd(faq.items),
    ];
  },
};
