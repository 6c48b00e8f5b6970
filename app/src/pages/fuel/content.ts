import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { formatPrice } from '../../lib/format';

interface TitledText {
  title: string;
  text: string;
}

export interface FuelPackage {
  id: 'basic' | 'advanced' | 'enterprise';
  title: string;
  subtitle: string;
  /** USD per month. */
  price: number;
  period: string;
  features: string[];
  cta: string;
}

export interface FuelContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  heroText: string;
  heroButton: string;
  what: { title: string; text: string };
  features: { title: string; items: TitledText[] };
  benefits: { title: string; items: TitledText[] };
  howItWorks: { title: string; steps: TitledText[] };
  cases: { title: string; items: { claim: string; text: string }[] };
  roi: {
    title: string;
    intro: string;
    revenueLabel: string;
    increaseLabel: string;
    adBudgetLabel: string;
    calculateLabel: string;
    /** `{amount}` is the formatted dollar amount. */
    gain: string;
    loss: string;
  };
  pricing: {
    title: string;
    intro: string;
    recommended: string;
    /** Before ENTERPRISE's price, which is where its price on request starts ("from"). */
    enterprisePricePrefix: string;
    /** BASIC, ADVANCED and ENTERPRISE, in this order (the design's three columns). */
    packages: FuelPackage[];
  };
  terms: { title: string; items: string[] };
  faq: { title: string; items: { question: string; answer: string }[] };
  disclaimer: { title: string; text: string; privacyLabel: string };
}

export const fuelContent: Localized<FuelContent> = {
  de: {
    meta: {
      title: 'FUEL – KI-gestütztes Marketing-Programm',
      description: `FUEL verbindet KI-Analyse mit persönlichem Coaching für mehr Umsatz und niedrigere Werbekosten. Pakete ab ${formatPrice(1999, 'USD', 'de')} pro Monat, mit ROI-Rechner.`,
    },
    eyebrow: 'FUEL Marketing-Programm',
    heading: 'FUEL: Treibstoff für Ihr Wachstum',
    heroText:
      'KI-Analyse, persönliches Coaching und klare Zahlen – damit jeder Werbe-Euro mehr Umsatz bringt.',
    heroButton: 'Pakete ansehen',
    what: {
      title: 'Was ist FUEL?',
      text: 'FUEL ist ein monatliches Marketing-Programm: Eine KI analysiert Ihre Kampagnen, Zielgruppen und Kanäle, Ihr Coach übersetzt die Ergebnisse in konkrete Maßnahmen, und gemeinsam messen Sie jeden Monat den Fortschritt.',
    },
    features: {
      title: 'Die wichtigsten Funktionen',
      items: [
        { title: 'KI-Analyse', text: 'Kampagnen, Kanäle und Zielgruppen werden laufend ausgewertet.' },
        { title: 'Coach-Calls', text: 'Persönliche Gespräche, in denen aus Daten Entscheidungen werden.' },
        { title: 'Reporting', text: 'Verständliche Berichte mit den Kennzahlen, die zählen.' },
        {
          title: 'Roadmap',
          text: 'Ein Plan für die nächsten Wochen, der sich mit Ihren Ergebnissen weiterentwickelt.',
        },
      ],
    },
    benefits: {
      title: 'Ihre Vorteile',
      items: [
        { title: 'Mehr Umsatz', text: 'Budgets fließen in die Kanäle, die nachweislich verkaufen.' },
        { title: 'Weniger Streuverlust', text: 'Schwache Anzeigen werden früh erkannt und abgeschaltet.' },
        { title: 'Klarheit', text: 'Sie wissen jederzeit, was Ihr Marketing bringt.' },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es',
      steps: [
        { title: 'Analyse', text: 'Die KI wertet Ihre bisherigen Kampagnen und Daten aus.' },
        { title: 'Strategie', text: 'Im Coach-Call legen Sie Ziele und Prioritäten fest.' },
        { title: 'Umsetzung', text: 'Maßnahmen werden umgesetzt und laufend optimiert.' },
        { title: 'Auswertung', text: 'Monatliche Berichte zeigen, was wirkt – und was als Nächstes kommt.' },
      ],
    },
    cases: {
      title: 'Fallstudien',
      items: [
        {
          claim: '+40 % Umsatz in 3 Monaten',
          text: 'Ein Onlinehändler steigerte seinen Umsatz bei 20 % niedrigeren Werbekosten.',
        },
        {
          claim: '+70 % Leads in 5 Wochen',
          text: 'Ein Beratungsunternehmen gewann deutlich mehr qualifizierte Anfragen.',
        },
      ],
    },
    roi: {
      title: 'ROI-Rechner',
      intro: 'Schätzen Sie, was FUEL Ihnen pro Monat bringen kann. Leere Felder zählen als 0.',
      revenueLabel: 'Aktueller Monatsumsatz (USD)',
      increaseLabel: 'Geschätzte Umsatzsteigerung (%)',
      adBudgetLabel: 'Monatliches Werbebudget (USD)',
      calculateLabel: 'Berechnen',
      gain: 'Geschätzter Mehrwert: {amount} pro Monat (nach Abzug der FUEL-Kosten und des Werbebudgets)',
      loss: 'Möglicher negativer ROI ({amount}) – passen Sie Budget, Zeitraum oder Wachstumsrate an',
    },
    pricing: {
      title: 'Pakete und Preise',
      intro: 'Alle Preise pro Monat.',
      recommended: 'Empfohlen',
      enterprisePricePrefix: 'ab',
      packages: [
        {
          id: 'basic',
          title: 'BASIC',
          subtitle: 'Für den Einstieg',
          price: 1999,
          period: 'pro Monat',
          features: [
            'KI-Analyse',
            '1 Coach-Call pro Monat',
            'E-Mail-Support mit Antwort innerhalb von 24 Stunden',
          ],
          cta: 'BASIC wählen',
        },
        {
          id: 'advanced',
          title: 'ADVANCED',
          subtitle: 'Für wachsende Unternehmen',
          price: 3999,
          period: 'pro Monat',
          features: [
            '2 Coach-Calls pro Monat',
            'Live-Chat Mo–Fr',
            'E-Mail-Support mit Antwort innerhalb von 12 Stunden',
            'Monatliches Reporting und Roadmap-Update',
          ],
          cta: 'ADVANCED wählen',
        },
        {
          id: 'enterprise',
          title: 'ENTERPRISE',
          subtitle: 'Für große Teams',
          price: 6999,
          period: 'pro Monat',
          features: [
            '4 Coach-Calls pro Monat',
            'Premium-Chat',
            'Persönlicher Account-Manager Mo–So 8–20 Uhr EST',
            'Umfassendes Reporting',
            'Schulungen',
          ],
          cta: 'Enterprise anfragen',
        },
      ],
    },
    terms: {
      title: 'Vertragsbedingungen',
      items: [
        'Mindestlaufzeit 3 Monate für BASIC und ADVANCED; ENTERPRISE nach Vereinbarung.',
        'Kündigung mindestens 30 Tage vor der Verlängerung.',
        'Zahlung monatlich per Abonnement über unseren Kartenanbieter oder per Rechnung und Banküberweisung.',
        'Stornogebühr: bis 14 Tage vor Monatsbeginn 50 %; innerhalb von 14 Tagen keine Erstattung.',
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      items: [
        {
          question: 'Für wen eignet sich FUEL?',
          answer:
            'Für Unternehmen, die bereits Werbung schalten und mehr aus ihrem Budget herausholen möchten.',
        },
        {
          question: 'Wann sehe ich erste Ergebnisse?',
          answer:
            'Die ersten Optimierungen wirken meist nach wenigen Wochen; belastbare Trends zeigen sich nach 3 Monaten.',
        },
        {
          question: 'Kann ich das Paket wechseln?',
          answer: 'Ja, ein Wechsel ist zum nächsten Monat möglich. Die Mindestlaufzeit läuft dabei weiter.',
        },
      ],
    },
    disclaimer: {
      title: 'Hinweis',
      text: 'Die Fallstudien und der ROI-Rechner zeigen Beispiele und Schätzungen, keine garantierten Ergebnisse. Wie wir mit Ihren Daten umgehen, lesen Sie in unserer',
      privacyLabel: 'Datenschutzerklärung',
    },
  },
  en: {
    meta: {
      title: 'FUEL – AI-powered marketing programme',
      description: `FUEL combines AI analysis with personal coaching for more revenue and lower ad costs. Packages from ${formatPrice(1999, 'USD', 'en')} per month, with an ROI calculator.`,
    },
    eyebrow: 'FUEL marketing programme',
    heading: 'FUEL: fuel for your growth',
    heroText:
      'AI analysis, personal coaching and clear numbers – so every advertising dollar brings more revenue.',
    heroButton: 'View packages',
    what: {
      title: 'What is FUEL?',
      text: 'FUEL is a monthly marketing programme: an AI analyses your campaigns, audiences and channels, your coach turns the findings into concrete actions, and together you measure progress every month.',
    },
    features: {
      title: 'Key features',
      items: [
        { title: 'AI analysis', text: 'Campaigns, channels and audiences are evaluated continuously.' },
        { title: 'Coach calls', text: 'Personal conversations that turn data into decisions.' },
        { title: 'Reporting', text: 'Clear reports with the figures that matter.' },
        { title: 'Roadmap', text: 'A plan for the coming weeks that evolves with your results.' },
      ],
    },
    benefits: {
      title: 'Your benefits',
      items: [
        { title: 'More revenue', text: 'Budgets flow into the channels that demonstrably sell.' },
        { title: 'Less waste', text: 'Weak ads are spotted early and switched off.' },
        { title: 'Clarity', text: 'You always know what your marketing delivers.' },
      ],
    },
    howItWorks: {
      title: 'How it works',
      steps: [
        { title: 'Analysis', text: 'The AI evaluates your previous campaigns and data.' },
        { title: 'Strategy', text: 'In the coach call you set goals and priorities.' },
        { title: 'Execution', text: 'Actions are implemented and continuously optimised.' },
        { title: 'Review', text: 'Monthly reports show what works – and what comes next.' },
      ],
    },
    cases: {
      title: 'Case studies',
      items: [
        {
          claim: '+40% revenue in 3 months',
          text: 'An online retailer grew revenue with 20% lower ad costs.',
        },
        { claim: '+70% leads in 5 weeks', text: 'A consultancy won significantly more qualified enquiries.' },
      ],
    },
    roi: {
      title: 'ROI calculator',
      intro: 'Estimate what FUEL can bring you each month. Empty fields count as 0.',
      revenueLabel: 'Current monthly revenue (USD)',
      increaseLabel: 'Estimated revenue increase (%)',
      adBudgetLabel: 'Monthly ad budget (USD)',
      calculateLabel: 'Calculate',
      gain: 'Estimated added value: {amount} per month (after deducting FUEL costs and ad budget)',
      loss: 'Possible negative ROI ({amount}) – adjust budget, time or growth rate',
    },
    pricing: {
      title: 'Packages and pricing',
      intro: 'All prices per month.',
      recommended: 'Recommended',
      enterprisePricePrefix: 'from',
      packages: [
        {
          id: 'basic',
          title: 'BASIC',
          subtitle: 'To get started',
          price: 1999,
          period: 'per month',
          features: ['AI analysis', '1 coach call per month', 'Email support with 24h response'],
          cta: 'Choose BASIC',
        },
        {
          id: 'advanced',
          title: 'ADVANCED',
          subtitle: 'For growing businesses',
          price: 3999,
          period: 'per month',
          features: [
            '2 coach calls per month',
            'Live chat Mon–Fri',
            'Email support with 12h response',
            'Monthly reporting and roadmap update',
          ],
          cta: 'Choose ADVANCED',
        },
        {
          id: 'enterprise',
          title: 'ENTERPRISE',
          subtitle: 'For large teams',
          price: 6999,
          period: 'per month',
          features: [
            '4 coach calls per month',
            'Premium chat',
            'Dedicated account manager Mon–Sun 8–20 EST',
            'Extensive reporting',
            'Training',
          ],
          cta: 'Enquire about Enterprise',
        },
      ],
    },
    terms: {
      title: 'Terms',
      items: [
        'Minimum term 3 months for BASIC and ADVANCED; ENTERPRISE by arrangement.',
        'Cancellation at least 30 days before renewal.',
        'Payment monthly by subscription through our card provider or by invoice via bank transfer.',
        'Cancellation fee: up to 14 days before the start of the month 50%; within 14 days no refund.',
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          question: 'Who is FUEL for?',
          answer: 'For businesses that already advertise and want to get more out of their budget.',
        },
        {
          question: 'When will I see first results?',
          answer:
            'First optimisations usually take effect within a few weeks; reliable trends show after 3 months.',
        },
        {
          question: 'Can I switch packages?',
          answer: 'Yes, you can switch for the next month. The minimum term continues to run.',
        },
      ],
    },
    disclaimer: {
      title: 'Please note',
      text: 'The case studies and the ROI calculator show examples and estimates, not guaranteed results. How we handle your data is explained in our',
      privacyLabel: 'privacy policy',
    },
  },
};

export const fuelHead: PageHeadSource<FuelContent> = { copy: fuelContent };
