import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { productJsonLd } from '../../lib/jsonLd';
import { type Offer, type OfferTiersCopy, pricedOffers } from '../kit/offers';
import { formatPrice } from '../../lib/format';

interface Item {
  title: string;
  text: string;
}

export interface BusinessWonderContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  heroCta: string;
  focus: { title: string; paragraphs: string[] };
  stories: { title: string; items: Item[]; linkLabel: string };
  features: { title: string; items: Item[] };
  boosters: OfferTiersCopy & { title: string; lead: string; items: Offer[] };
}

export const businessWonderContent: Localized<BusinessWonderContent> = {
  de: {
    meta: {
      title: 'Business Wonder – Wachstumsprogramm für Ihr Unternehmen',
      description: `Business Wonder verbindet KI-Analyse und Strategiesitzungen zu messbarem Wachstum. Booster ab ${formatPrice(199, 'EUR', 'de')}.`,
    },
    eyebrow: 'Wachstumsprogramm',
    heading: 'Business Wonder',
    lead: 'Wachstum ist kein Zufall. Business Wonder zeigt Ihnen, wo in Ihrem Unternehmen ungenutztes Potenzial liegt – und wie Sie es Schritt für Schritt heben.',
    heroCta: 'Booster wählen',
    focus: {
      title: 'Unser Fokus',
      paragraphs: [
        'Viele Unternehmen arbeiten hart, wachsen aber kaum. Der Grund liegt selten im Einsatz, sondern in der Richtung: Zu viele Projekte, zu wenig Klarheit darüber, welche davon wirklich Umsatz bringen.',
        'Business Wonder setzt genau hier an. Wir analysieren Ihre Zahlen, Prozesse und Kundengruppen mit KI-Unterstützung und übersetzen die Erkenntnisse in einen Wachstumsplan, den Ihr Team versteht und umsetzt.',
      ],
    },
    stories: {
      title: 'Erfolgsgeschichten',
      items: [
        {
          title: 'Handwerksbetrieb verdoppelt Anfragen',
          text: 'Durch eine klare Positionierung und neue Angebotsseiten stiegen die Anfragen innerhalb eines Quartals auf das Doppelte.',
        },
        {
          title: 'Onlineshop senkt Retouren',
          text: 'Die Analyse der Kundenbewertungen führte zu besseren Produkttexten – und zu deutlich weniger Rücksendungen.',
        },
        {
          title: 'Beratung gewinnt Großkunden',
          text: 'Mit einem geschärften Leistungsversprechen gewann eine Kanzlei zwei Mandate, die zuvor unerreichbar schienen.',
        },
      ],
      linkLabel: 'Weitere Erfolgsgeschichten',
    },
    features: {
      title: 'Was Business Wonder leistet',
      items: [
        {
          title: 'Potenzialanalyse',
          text: 'Unsere KI wertet Ihre Umsatz-, Kunden- und Marketingdaten aus und zeigt, wo die größten Hebel liegen. Sie erhalten einen verständlichen Bericht statt eines Zahlenfriedhofs.',
        },
        {
          title: 'Strategiesitzungen',
          text: 'In persönlichen Sitzungen übersetzen wir die Analyse in Prioritäten, Ziele und Verantwortlichkeiten – abgestimmt auf die Größe und Kultur Ihres Unternehmens.',
        },
        {
          title: 'Umsetzungsbegleitung',
          text: 'Über die Programmplattform verfolgen Sie Ihre Fortschritte, erhalten Vorlagen und Checklisten und können jederzeit Fragen an unser Team stellen.',
        },
      ],
    },
    boosters: {
      title: 'Booster-Angebote',
      lead: 'Drei Einstiegswege in Business Wonder – vom schnellen Impuls bis zur Begleitung über ein ganzes Jahr.',
      badge: 'Beliebt',
      items: [
        {
          name: 'Basic',
          amount: 199,
          features: ['30 Tage Zugang zur Plattform', '1 Strategiesitzung', 'Potenzialanalyse'],
          cta: 'Basic buchen',
          featured: false,
          inquiry: false,
        },
        {
          name: 'Pro',
          amount: 499,
          features: [
            '90 Tage Zugang zur Plattform',
            '3 Strategiesitzungen',
            'Potenzialanalyse mit Quartalsreview',
          ],
          cta: 'Pro buchen',
          featured: true,
          inquiry: false,
        },
        {
          name: 'Enterprise',
          amount: 999,
          features: [
            '12 Monate Zugang zur Plattform',
            'Unbegrenzte Strategiesitzungen',
            'Persönliche Ansprechperson',
          ],
          cta: 'Enterprise buchen',
          featured: false,
          inquiry: false,
        },
      ],
    },
  },
  en: {
    meta: {
      title: 'Business Wonder – growth programme for your company',
      description: `Business Wonder combines AI analysis and strategy sessions into measurable growth. Boosters from ${formatPrice(199, 'EUR', 'en')}.`,
    },
    eyebrow: 'Growth programme',
    heading: 'Business Wonder',
    lead: 'Growth is no accident. Business Wonder shows you where untapped potential lies in your company – and how to unlock it step by step.',
    heroCta: 'Choose a booster',
    focus: {
      title: 'Our focus',
      paragraphs: [
        'Many companies work hard but hardly grow. The reason is rarely effort but direction: too many projects and too little clarity about which of them really bring revenue.',
        'This is where Business Wonder comes in. We analyse your figures, processes and customer groups with AI support and translate the findings into a growth plan your team understands and carries out.',
      ],
    },
    stories: {
      title: 'Success stories',
      items: [
        {
          title: 'Craft business doubles enquiries',
          text: 'With clear positioning and new offer pages, enquiries doubled within one quarter.',
        },
        {
          title: 'Online shop cuts returns',
          text: 'Analysing customer reviews led to better product copy – and to markedly fewer returns.',
        },
        {
          title: 'Consultancy wins major clients',
          text: 'With a sharper value proposition, a law firm won two clients that had seemed out of reach.',
        },
      ],
      linkLabel: 'More success stories',
    },
    features: {
      title: 'What Business Wonder does',
      items: [
        {
          title: 'Potential analysis',
          text: 'Our AI evaluates your revenue, customer and marketing data and shows where the biggest levers are. You get a clear report instead of a graveyard of numbers.',
        },
        {
          title: 'Strategy sessions',
          text: 'In personal sessions we turn the analysis into priorities, goals and responsibilities – matched to the size and culture of your company.',
        },
        {
          title: 'Implementation support',
          text: 'On the programme platform you track your progress, get templates and checklists and can ask our team questions at any time.',
        },
      ],
    },
    boosters: {
      title: 'Booster offers',
      lead: 'Three ways into Business Wonder – from a quick impulse to support over a whole year.',
      badge: 'Popular',
      items: [
        {
          name: 'Basic',
          amount: 199,
          features: ['30-day platform access', '1 strategy session', 'Potential analysis'],
          cta: 'Book Basic',
          featured: false,
          inquiry: false,
        },
        {
          name: 'Pro',
          amount: 499,
          features: [
            '90-day platform access',
            '3 strategy sessions',
            'Potential analysis with quarterly review',
          ],
          cta: 'Book Pro',
          featured: true,
          inquiry: false,
        },
        {
          name: 'Enterprise',
          amount: 999,
          features: ['12-month platform access', 'Unlimited strategy sessions', 'Personal contact person'],
          cta: 'Book Enterprise',
          featured: false,
          inquiry: false,
        },
      ],
    },
  },
};

export const businessWonderHead: PageHeadSource<BusinessWonderContent> = {
  copy: businessWonderContent,
  jsonLd: (_lang, url, { meta, boosters }) => [productJsonLd(meta, url, pricedOffers(boosters.items))],
};
