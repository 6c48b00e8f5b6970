import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { faqJsonLd, productJsonLd } from '../../lib/jsonLd';
import { formatPrice } from '../../lib/format';

interface Item {
  title: string;
  text: string;
}

export interface IcWaterPrincipleContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  heroCta: string;
  audience: { title: string; lead: string; items: string[] };
  features: { title: string; items: Item[] };
  benefits: { title: string; items: Item[] };
  howItWorks: { title: string; steps: Item[] };
  price: { title: string; lead: string; amount: number; offerName: string; features: string[]; cta: string };
  faq: { title: string; items: { question: string; answer: string }[] };
}

export const icWaterPrincipleContent: Localized<IcWaterPrincipleContent> = {
  de: {
    meta: {
      title: 'IC Wasserprinzip – 30-Minuten-Entscheidungssitzung',
      description: `Klare Entscheidungen in 30 Minuten nach dem Wasserprinzip: fließend, beharrlich, anpassungsfähig. Für ${formatPrice(99, 'USD', 'de')} mit Zufriedenheitsgarantie.`,
    },
    eyebrow: '30-Minuten-Entscheidungssitzung',
    heading: 'Das Wasserprinzip',
    lead: 'Wasser findet immer einen Weg. In 30 Minuten lösen wir mit IC Ihre festgefahrene Entscheidung – ruhig, klar und mit einem nächsten Schritt, der sich richtig anfühlt.',
    heroCta: 'Sitzung buchen',
    audience: {
      title: 'Für wen ist die Sitzung?',
      lead: 'Für alle, die vor einer Entscheidung stehen und sich im Kreis drehen.',
      items: [
        'Unternehmerinnen und Unternehmer vor einer Investition oder Neuausrichtung',
        'Führungskräfte, die zwischen mehreren guten Optionen wählen müssen',
        'Teams, die eine Blockade lösen und wieder ins Handeln kommen wollen',
        'Menschen in beruflichen oder privaten Umbruchphasen',
      ],
    },
    features: {
      title: 'Was die Sitzung auszeichnet',
      items: [
        {
          title: 'Fließende Struktur',
          text: 'Ein klarer Ablauf, der sich Ihrer Frage anpasst statt umgekehrt.',
        },
        {
          title: 'KI-gestützte Perspektiven',
          text: 'IC spiegelt Ihre Optionen aus mehreren Blickwinkeln und macht blinde Flecken sichtbar.',
        },
        {
          title: 'Entscheidungsmatrix',
          text: 'Sie erhalten eine kompakte Übersicht Ihrer Optionen mit Chancen und Risiken.',
        },
      ],
    },
    benefits: {
      title: 'Ihr Nutzen',
      items: [
        {
          title: 'Zeit gewinnen',
          text: 'Statt wochenlang zu grübeln, entscheiden Sie in einer halben Stunde.',
        },
        {
          title: 'Innere Ruhe',
          text: 'Sie wissen, warum Ihre Entscheidung stimmt – und können sie vertreten.',
        },
        {
          title: 'Sofort handeln',
          text: 'Am Ende steht ein konkreter erster Schritt für die nächsten 24 Stunden.',
        },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es – in 4 Schritten',
      steps: [
        { title: 'Buchen', text: 'Wählen Sie online einen Termin, der Ihnen passt.' },
        {
          title: 'Frage formulieren',
          text: 'Sie schicken uns vorab Ihre Entscheidungsfrage in ein bis zwei Sätzen.',
        },
        {
          title: '30 Minuten Klarheit',
          text: 'Im Videocall durchlaufen wir Ihre Optionen nach dem Wasserprinzip.',
        },
        {
          title: 'Umsetzen',
          text: 'Sie erhalten die Zusammenfassung mit Ihrem nächsten Schritt per E-Mail.',
        },
      ],
    },
    price: {
      title: 'Preis und Buchung',
      lead: 'Eine Sitzung, ein fairer Preis – und wenn Sie nicht zufrieden sind, erhalten Sie Ihr Geld zurück.',
      amount: 99,
      offerName: 'Entscheidungssitzung',
      features: ['30 Minuten per Videocall', 'Zufriedenheitsgarantie', 'Schriftliche Zusammenfassung'],
      cta: 'Jetzt Termin buchen',
    },
    faq: {
      title: 'Häufige Fragen',
      items: [
        {
          question: 'Reichen 30 Minuten für eine wichtige Entscheidung?',
          answer:
            'Ja. Die Sitzung ist auf eine einzige Frage ausgerichtet. Durch die Vorbereitung nutzen wir jede Minute für Ihre Optionen statt für Vorgeplänkel.',
        },
        {
          question: 'Was bedeutet die Zufriedenheitsgarantie?',
          answer:
            'Wenn Sie nach der Sitzung nicht zufrieden sind, melden Sie sich innerhalb von 7 Tagen bei uns und Sie erhalten den vollen Preis zurück.',
        },
        {
          question: 'Wie vertraulich ist das Gespräch?',
          answer:
            'Vollständig. Ihre Angaben werden nur für die Sitzung verwendet, nicht an Dritte weitergegeben und DSGVO-konform gespeichert.',
        },
      ],
    },
  },
  en: {
    meta: {
      title: 'IC Water Principle – 30-minute decision session',
      description: `Clear decisions in 30 minutes with the water principle: fluid, persistent, adaptable. ${formatPrice(99, 'USD', 'en')} with a satisfaction guarantee.`,
    },
    eyebrow: '30-minute decision session',
    heading: 'The Water Principle',
    lead: 'Water always finds a way. In 30 minutes, IC helps you resolve the decision you are stuck on – calmly, clearly and with a next step that feels right.',
    heroCta: 'Book a session',
    audience: {
      title: 'Who is it for?',
      lead: 'For anyone facing a decision and going round in circles.',
      items: [
        'Business owners facing an investment or a change of direction',
        'Executives who must choose between several good options',
        'Teams that want to clear a blockage and get moving again',
        'People in a professional or personal transition',
      ],
    },
    features: {
      title: 'Key features',
      items: [
        {
          title: 'Fluid structure',
          text: 'A clear sequence that adapts to your question rather than the other way round.',
        },
        {
          title: 'AI-supported perspectives',
          text: 'IC reflects your options from several angles and reveals blind spots.',
        },
        {
          title: 'Decision matrix',
          text: 'You receive a compact overview of your options with their opportunities and risks.',
        },
      ],
    },
    benefits: {
      title: 'Your benefits',
      items: [
        { title: 'Save time', text: 'Instead of brooding for weeks, you decide in half an hour.' },
        { title: 'Peace of mind', text: 'You know why your decision is right – and can stand behind it.' },
        { title: 'Act at once', text: 'You finish with a concrete first step for the next 24 hours.' },
      ],
    },
    howItWorks: {
      title: 'How it works – in 4 steps',
      steps: [
        { title: 'Book', text: 'Choose a slot online that suits you.' },
        {
          title: 'Frame your question',
          text: 'Send us your decision question in one or two sentences beforehand.',
        },
        {
          title: '30 minutes of clarity',
          text: 'On a video call we work through your options with the water principle.',
        },
        { title: 'Act', text: 'You receive the summary with your next step by email.' },
      ],
    },
    price: {
      title: 'Price and booking',
      lead: 'One session, one fair price – and if you are not satisfied, you get your money back.',
      amount: 99,
      offerName: 'Decision session',
      features: ['30 minutes by video call', 'Satisfaction guarantee', 'Written summary'],
      cta: 'Book your session now',
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          question: 'Are 30 minutes enough for an important decision?',
          answer:
            'Yes. The session focuses on a single question. Thanks to the preparation, every minute goes to your options rather than small talk.',
        },
        {
          question: 'What does the satisfaction guarantee mean?',
          answer:
            'If you are not satisfied after the session, contact us within 7 days and you receive the full price back.',
        },
        {
          question: 'How confidential is the conversation?',
          answer:
            'Completely. Your information is used only for the session, never shared with third parties and stored in line with the GDPR.',
        },
      ],
    },
  },
};

export const icWaterPrincipleHead: PageHeadSource<IcWaterPrincipleContent> = {
  copy: icWaterPrincipleContent,
  jsonLd: (_lang, url, { meta, price, faq }) => {
    return [
      productJsonLd(meta, url, [{ name: price.offerName, amount: price.amount, currency: 'USD' }]),
      faqJsonLd(faq.items),
    ];
  },
};
