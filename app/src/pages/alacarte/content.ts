import type { ProductId } from '@site/catalogue';
import type { IconName } from '@site/ui';
import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { productJsonLd } from '../../lib/jsonLd';
import { formatPrice } from '../../lib/format';

export interface SessionEntry {
  service: string;
  amount: number;
  duration: string;
  benefits: string[];
  /** Sets the session apart with the page's `featuredBadge`. */
  featured: boolean;
  /** The offer's product: its primary colour is the session colour (spec §3 "Session card"). */
  product: ProductId;
  icon: IconName;
}

export interface AlacarteContent {
  meta: PageMeta;
  heading: string;
  lead: string;
  durationLabel: string;
  book: string;
  /** The badge of the featured session ("QUICK" on NOVA). */
  featuredBadge: string;
  sessions: SessionEntry[];
}

export const alacarteContent: Localized<AlacarteContent> = {
  de: {
    meta: {
      title: 'À la carte – Einzelsitzungen buchen',
      description: `Einzelsitzungen ohne Abo: NOVA ${formatPrice(297, 'EUR', 'de')}, SOPHIE ${formatPrice(197, 'EUR', 'de')}, Marcus Storm ${formatPrice(497, 'EUR', 'de')}, Master Wu ${formatPrice(147, 'EUR', 'de')}.`,
    },
    heading: 'À la carte',
    lead: 'Sie möchten erst einmal ausprobieren? Buchen Sie eine einzelne Sitzung – ohne Abo und ohne Verpflichtung.',
    durationLabel: 'Dauer',
    book: 'Buchen',
    featuredBadge: 'QUICK',
    sessions: [
      {
        service: 'NOVA',
        amount: 297,
        duration: '9 Min.',
        benefits: ['Schneller Durchbruch', 'Klare nächste Schritte', 'Ideal bei Zeitdruck'],
        product: 'nova',
        icon: 'star',
        featured: true,
      },
      {
        service: 'SOPHIE',
        amount: 197,
        duration: '1 Std.',
        benefits: ['Einfühlsames Gespräch', 'Persönliche Reflexion', 'Zusammenfassung per E-Mail'],
        product: 'sophie',
        icon: 'chat',
        featured: false,
      },
      {
        service: 'Marcus Storm',
        amount: 497,
        duration: '2 Std.',
        benefits: ['Intensives Führungscoaching', 'Krisenkompass', 'Individueller Maßnahmenplan'],
        product: 'marcus-storm',
        icon: 'check',
        featured: false,
      },
      {
        service: 'Master Wu',
        amount: 147,
        duration: '45 Min.',
        benefits: ['Geführte Meditation', 'Atemtechniken', 'Weisheit für den Alltag'],
        product: 'master-wu',
        icon: 'moon',
        featured: false,
      },
    ],
  },
  en: {
    meta: {
      title: 'À la carte – book single sessions',
      description: `Single sessions without a subscription: NOVA ${formatPrice(297, 'EUR', 'en')}, SOPHIE ${formatPrice(197, 'EUR', 'en')}, Marcus Storm ${formatPrice(497, 'EUR', 'en')}, Master Wu ${formatPrice(147, 'EUR', 'en')}.`,
    },
    heading: 'À la carte',
    lead: 'Want to try first? Book a single session – no subscription, no commitment.',
    durationLabel: 'Duration',
    book: 'Book',
    featuredBadge: 'QUICK',
    sessions: [
      {
        service: 'NOVA',
        amount: 297,
        duration: '9 min',
        benefits: ['Quick breakthrough', 'Clear next steps', 'Ideal under time pressure'],
        product: 'nova',
        icon: 'star',
        featured: true,
      },
      {
        service: 'SOPHIE',
        amount: 197,
        duration: '1 h',
        benefits: ['Empathetic conversation', 'Personal reflection', 'Summary by email'],
        product: 'sophie',
        icon: 'chat',
        featured: false,
      },
      {
        service: 'Marcus Storm',
        amount: 497,
        duration: '2 h',
        benefits: ['Intensive leadership coaching', 'Crisis compass', 'Individual action plan'],
        product: 'marcus-storm',
        icon: 'check',
        featured: false,
      },
      {
        service: 'Master Wu',
        amount: 147,
        duration: '45 min',
        benefits: ['Guided meditation', 'Breathing techniques', 'Wisdom for everyday life'],
        product: 'master-wu',
        icon: 'moon',
        featured: false,
      },
    ],
  },
};

export const alacarteHead: PageHeadSource<AlacarteContent> = {
  copy: alacarteContent,
  jsonLd: (_lang, url, { meta, sessions }) => [
    productJsonLd(
      meta,
      url,
      sessions.map((session) => ({
        name: session.service,
        amount: session.amount,
        currency: 'EUR',
      })),
    ),
  ],
};
