import type { SuccessStory } from './successStories';
import type { Lang, Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

export interface UseCasesContent {
  meta: PageMeta;
  heading: string;
  intro: string;
  featuredTitle: string;
  featuredLabel: string;
  allTitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  tabsLabel: string;
  tabs: { featured: string; q1: string; q2: string; q3: string; q4: string };
  /** How many stories are shown (`{count}`), in the plural form the language needs for that number. */
  resultCount: Record<'one' | 'other', string>;
  emptyTitle: string;
  emptyHint: string;
  resetLabel: string;
  /** Name of the × button inside the search field. */
  clearLabel: string;
  closing: { title: string; text: string; button: string };
  /** Every story, in the order spec §3 numbers them; which tabs show one goes by its id (`storyIdsByTab`). */
  stories: SuccessStory[];
}

type Raw = [
  id: string,
  quarter: 'Q1 2024' | 'Q2 2024' | 'Q3 2024' | 'Q4 2024',
  de: [string, string, string],
  en: [string, string, string],
];

const raw: Raw[] = [
  [
    '1',
    'Q1 2024',
    [
      'Bäckerei verdoppelt Online-Bestellungen',
      'Eine Familienbäckerei aus Leipzig wollte Vorbestellungen digital annehmen.',
      'Mit neuer Website und Bestellsystem stiegen die Online-Bestellungen in acht Wochen auf das Doppelte.',
    ],
    [
      'Bakery doubles online orders',
      'A family bakery in Leipzig wanted to take pre-orders online.',
      'With a new website and ordering system, online orders doubled within eight weeks.',
    ],
  ],
  [
    '2',
    'Q1 2024',
    [
      'Zahnarztpraxis spart 10 Stunden pro Woche',
      'Terminvergabe per Telefon band das Praxisteam stundenlang.',
      'Online-Buchung und automatische Erinnerungen senkten Ausfälle um 37 %.',
    ],
    [
      'Dental practice saves 10 hours a week',
      'Booking appointments by phone tied up the practice team for hours.',
      'Online booking and automatic reminders cut no-shows by 37%.',
    ],
  ],
  [
    '3',
    'Q1 2024',
    [
      'Handwerksbetrieb wird online gefunden',
      'Ein Malerbetrieb war in der Suche praktisch unsichtbar.',
      'Nach der SEO-Überarbeitung kamen 42 % mehr Anfragen über die Website.',
    ],
    [
      'Craft business gets found online',
      'A painting company was practically invisible in search.',
      'After the SEO overhaul, 42% more enquiries came through the website.',
    ],
  ],
  [
    '4',
    'Q1 2024',
    [
      'Gründerin entscheidet mit SOPHIE',
      'Eine Gründerin stand vor der Wahl zwischen zwei Märkten.',
      'Drei Gespräche mit SOPHIE brachten Klarheit und einen belastbaren Plan.',
    ],
    [
      'Founder decides with SOPHIE',
      'A founder had to choose between two markets.',
      'Three conversations with SOPHIE brought clarity and a solid plan.',
    ],
  ],
  [
    '5',
    'Q1 2024',
    [
      'Steuerkanzlei automatisiert Belegeingang',
      'Papierbelege kosteten jeden Monat Tage an Sortierarbeit.',
      'Die automatische Erfassung reduziert die Bearbeitungszeit um 68 %.',
    ],
    [
      'Tax office automates receipts',
      'Paper receipts cost days of sorting every month.',
      'Automatic capture reduces processing time by 68%.',
    ],
  ],
  [
    '11',
    'Q2 2024',
    [
      'Café gewinnt Stammkunden über Social Media',
      'Ein Café wollte junge Gäste aus der Nachbarschaft erreichen.',
      'Eine klare Social-Media-Strategie brachte 28 % mehr Stammgäste.',
    ],
    [
      'Café wins regulars through social media',
      'A café wanted to reach young guests in the neighbourhood.',
      'A clear social media strategy brought 28% more regulars.',
    ],
  ],
  [
    '12',
    'Q2 2024',
    [
      'Maschinenbauer findet Fachkräfte',
      'Offene Stellen blieben monatelang unbesetzt.',
      'Eine Karriereseite mit echten Einblicken füllte vier Stellen in einem Quartal.',
    ],
    [
      'Engineering firm finds skilled staff',
      'Vacancies stayed open for months.',
      'A careers page with real insights filled four positions in one quarter.',
    ],
  ],
  [
    '13',
    'Q2 2024',
    [
      'Onlinehändler wächst mit FUEL',
      'Steigende Werbekosten fraßen die Marge eines Modehändlers auf.',
      'Mit FUEL stieg der Umsatz in 3 Monaten um 40 % bei 20 % niedrigeren Werbekosten.',
    ],
    [
      'Online retailer grows with FUEL',
      'Rising ad costs were eating into a fashion retailer’s margin.',
      'With FUEL, revenue grew 40% in 3 months with 20% lower ad costs.',
    ],
  ],
  [
    '21',
    'Q3 2024',
    [
      'Physiotherapie mit voller Auslastung',
      'Freie Termine wurden kurzfristig nicht mehr vergeben.',
      'Eine Warteliste mit automatischer Benachrichtigung füllt heute 15 % mehr Termine.',
    ],
    [
      'Physiotherapy fully booked',
      'Free slots were no longer filled at short notice.',
      'A waiting list with automatic notifications now fills 15% more appointments.',
    ],
  ],
  [
    '22',
    'Q3 2024',
    [
      'Immobilienmakler: Durchbruch in 9 Minuten',
      'Ein Makler steckte mit seinem Geschäftsmodell fest.',
      'Eine 9-minütige NOVA-Session brachte vier Aha-Momente und ein neues Mitgliedschaftsmodell.',
    ],
    [
      'Real estate broker: breakthrough in 9 minutes',
      'A broker was stuck with his business model.',
      'A 9-minute NOVA session brought four aha moments and a new membership model.',
    ],
  ],
  [
    '23',
    'Q3 2024',
    [
      'Weingut verkauft direkt',
      'Ein Weingut war vom Großhandel abhängig.',
      'Der eigene Onlineshop macht heute ein Drittel des Umsatzes aus.',
    ],
    [
      'Winery sells direct',
      'A winery depended on wholesale.',
      'Its own online shop now makes up a third of revenue.',
    ],
  ],
  [
    '31',
    'Q4 2024',
    [
      'Führungsteam findet Ruhe in der Krise',
      'Ein Mittelständler musste in kurzer Zeit umstrukturieren.',
      'Mit den Storm Protocols von Marcus Storm blieb das Team handlungsfähig.',
    ],
    [
      'Leadership team finds calm in a crisis',
      'A mid-sized company had to restructure quickly.',
      'With Marcus Storm’s Storm Protocols the team stayed able to act.',
    ],
  ],
  [
    '32',
    'Q4 2024',
    [
      'Yogastudio mit eigener App',
      'Kursbuchungen liefen über drei verschiedene Kanäle.',
      'Eine einfache Buchungs-App bündelt alles und spart täglich eine Stunde.',
    ],
    [
      'Yoga studio with its own app',
      'Class bookings ran through three different channels.',
      'A simple booking app brings everything together and saves an hour a day.',
    ],
  ],
  [
    '42',
    'Q4 2024',
    [
      'Agentur steigert Leads um 70 %',
      'Eine Beratungsagentur bekam zu wenige qualifizierte Anfragen.',
      'Mit FUEL stiegen die Leads in 5 Wochen um 70 %.',
    ],
    [
      'Agency grows leads by 70%',
      'A consulting agency received too few qualified enquiries.',
      'With FUEL, leads grew 70% in 5 weeks.',
    ],
  ],
];

const linkText: Localized<string> = { de: 'Ganze Geschichte lesen', en: 'Read the full story' };

/** All success stories in one language; the article links are placeholders on a reserved example domain. */
function successStories(lang: Lang): SuccessStory[] {
  return raw.map(([id, quarter, de, en]) => {
    const [title, intro, description] = lang === 'de' ? de : en;
    return {
      id,
      quarter,
      title,
      intro,
      description,
      linkText: linkText[lang],
      link: `https://stories.example.com/${id}`,
    };
  });
}

export const useCasesContent: Localized<UseCasesContent> = {
  de: {
    meta: {
      title: 'Erfolgsgeschichten',
      description:
        'Wie Unternehmen mit SOPHIE, NOVA, FUEL und unseren Digitalservices wachsen – Erfolgsgeschichten aus jedem Quartal 2024.',
    },
    heading: 'Erfolgsgeschichten',
    intro: 'Echte Ergebnisse aus echten Unternehmen – sortiert nach Quartal und durchsuchbar.',
    featuredTitle: 'Herausragende Geschichten',
    featuredLabel: 'Herausragend',
    allTitle: 'Alle Erfolgsgeschichten',
    searchLabel: 'Erfolgsgeschichten durchsuchen',
    searchPlaceholder: 'Suchbegriff eingeben',
    tabsLabel: 'Zeitraum',
    tabs: { featured: 'Highlights', q1: 'Q1 2024', q2: 'Q2 2024', q3: 'Q3 2024', q4: 'Q4 2024' },
    resultCount: { one: '{count} Geschichte', other: '{count} Geschichten' },
    emptyTitle: 'Keine Ergebnisse gefunden',
    emptyHint: 'Versuchen Sie andere Suchbegriffe oder wählen Sie eine andere Kategorie.',
    resetLabel: 'Suche zurücksetzen',
    clearLabel: 'Suchbegriff löschen',
    closing: {
      title: 'Ihre Meinung zählt',
      text: 'Erzählen Sie uns von Ihren Erfahrungen – vielleicht ist Ihre Geschichte die nächste.',
      button: 'An der Umfrage teilnehmen',
    },
    stories: successStories('de'),
  },
  en: {
    meta: {
      title: 'Success stories',
      description:
        'How businesses grow with SOPHIE, NOVA, FUEL and our digital services – success stories from every quarter of 2024.',
    },
    heading: 'Success stories',
    intro: 'Real results from real businesses – sorted by quarter and searchable.',
    featuredTitle: 'Featured stories',
    featuredLabel: 'Featured',
    allTitle: 'All success stories',
    searchLabel: 'Search success stories',
    searchPlaceholder: 'Enter a search term',
    tabsLabel: 'Period',
    tabs: { featured: 'Highlights', q1: 'Q1 2024', q2: 'Q2 2024', q3: 'Q3 2024', q4: 'Q4 2024' },
    resultCount: { one: '{count} story', other: '{count} stories' },
    emptyTitle: 'No results found',
    emptyHint: 'Try different search terms or select another category.',
    resetLabel: 'Reset search',
    clearLabel: 'Clear search term',
    closing: {
      title: 'Your opinion matters',
      text: 'Tell us about your experience – your story might be the next one.',
      button: 'Take the Survey',
    },
    stories: successStories('en'),
  },
};

export const useCasesHead: PageHeadSource<UseCasesContent> = { copy: useCasesContent };
