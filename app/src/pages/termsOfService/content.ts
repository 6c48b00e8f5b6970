import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

/** A numbered section of the terms; its anchor is its place (`#section-3`, `termsSectionId`). */
export interface TermsSection {
  title: string;
  paragraphs: string[];
}

/** The anchor of the section at `index`: `section-1` for the first. */
export const termsSectionId = (index: number) => `section-${index + 1}`;

export interface TermsOfServiceContent {
  meta: PageMeta;
  heading: string;
  dated: string;
  scope: string;
  tocLabel: string;
  sections: TermsSection[];
  contact: { title: string; text: string; phoneLabel: string; emailLabel: string };
}

export const termsOfServiceContent: Localized<TermsOfServiceContent> = {
  de: {
    meta: {
      title: 'Allgemeine Geschäftsbedingungen für Webdesign-Leistungen',
      description:
        'AGB für Webdesign-Leistungen, Stand 3. April 2024: Zahlung, Abnahme, Änderungen, Wartung, Gewährleistung und Kündigung.',
    },
    heading: 'Allgemeine Geschäftsbedingungen',
    dated: 'Stand: 3. April 2024',
    scope:
      'Diese Bedingungen gelten für alle Webdesign-Leistungen, die wir für unsere Kundinnen und Kunden erbringen.',
    tocLabel: 'Inhalt',
    sections: [
      {
        title: '1. Geltungsbereich',
        paragraphs: [
          'Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über Webdesign, Website-Entwicklung, Wartung und begleitende Marketingleistungen. Abweichende Bedingungen des Kunden gelten nur, wenn wir ihnen ausdrücklich zugestimmt haben.',
        ],
      },
      {
        title: '2. Vertragsschluss',
        paragraphs: [
          'Der Vertrag kommt durch die Annahme unseres Angebots zustande. Für Aufträge mit einem Wert ab 5.000 EUR zzgl. MwSt. wird ein gesonderter Vertrag geschlossen, der diese Bedingungen ergänzt.',
        ],
      },
      {
        title: '3. Zahlungsbedingungen',
        paragraphs: [
          'Mit Beginn der Arbeiten stellen wir eine Zwischenrechnung über 50 % des Angebotspreises. Dieser Betrag wird auch im Rahmen unserer Zufriedenheitsgarantie nicht erstattet.',
          'Bei Zahlungsverzug berechnen wir Verzugszinsen in Höhe von 5 % über dem Basiszinssatz.',
        ],
      },
      {
        title: '4. Ratenzahlung',
        paragraphs: [
          'Auf Wunsch kann der Auftragswert in bis zu 12 monatlichen Raten gezahlt werden. Jede Rate ist innerhalb von 5 Werktagen nach Fälligkeit zu zahlen. Ist eine Rate mehr als 7 Werktage überfällig, sind wir zum Rücktritt vom Vertrag berechtigt.',
        ],
      },
      {
        title: '5. Mitwirkung und Abnahme',
        paragraphs: [
          'Der Kunde testet gelieferte Entwürfe und Funktionen innerhalb von 1 Woche und meldet Mängel innerhalb von 1 Woche nach Lieferung.',
          'Die Abnahmefrist beträgt 7 Werktage. Äußert sich der Kunde innerhalb dieser Frist nicht, gilt die Leistung als abgenommen.',
        ],
      },
      {
        title: '6. Korrekturen und Änderungswünsche',
        paragraphs: [
          'Im Angebotspreis sind zwei Korrekturschleifen enthalten. Änderungen nach zwei Korrekturschleifen oder nach der Freigabe des Designs sind kostenpflichtig.',
          'Zusätzliche Änderungswünsche berechnen wir mit 59 EUR pro Stunde zzgl. MwSt.',
        ],
      },
      {
        title: '7. Telefonische Beratung',
        paragraphs: [
          'Telefonische Beratung außerhalb des vereinbarten Leistungsumfangs berechnen wir mit 22,24 EUR zzgl. MwSt. je angefangene 15 Minuten.',
        ],
      },
      {
        title: '8. Marketing- und Werbekosten',
        paragraphs: [
          'Kosten für Werbeanzeigen und Marketingmaßnahmen, die wir im Auftrag des Kunden buchen, geben wir mit einem Aufschlag von 20 % auf den Bruttopreis weiter.',
        ],
      },
      {
        title: '9. Wartungsverträge',
        paragraphs: [
          'Wartungsverträge verlängern sich um ein weiteres Jahr, wenn sie nicht vor Ablauf gekündigt werden. Die monatliche Wartungsgebühr ist jeweils zum Monatsende fällig.',
        ],
      },
      {
        title: '10. Besprechungen und technische Infrastruktur',
        paragraphs: [
          'Besprechungsprotokolle gelten als genehmigt, wenn der Kunde nicht innerhalb von 1 Woche widerspricht.',
          'Änderungen an der technischen Infrastruktur (Hosting, Domains, Zugänge) kündigen beide Seiten mit einer Frist von 2 Wochen an.',
        ],
      },
      {
        title: '11. Änderungen dieser Bedingungen',
        paragraphs: [
          'Änderungen dieser Bedingungen teilen wir 4 Wochen vor ihrem Inkrafttreten mit. Der Kunde kann innerhalb von 1 Monat nach Zugang der Mitteilung widersprechen; ohne Widerspruch gelten die Änderungen als angenommen.',
        ],
      },
      {
        title: '12. Gewährleistung und Verjährung',
        paragraphs: [
          'Mängelansprüche verjähren 6 Monate nach der Abnahme. Vergütungsansprüche verjähren nach 5 Jahren.',
        ],
      },
      {
        title: '13. Kündigung und Schlussbestimmungen',
        paragraphs: [
          'Jede Kündigung bedarf der Schriftform. Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. Es gilt deutsches Recht.',
        ],
      },
    ],
    contact: {
      title: 'Kontakt',
      text: 'Fragen zu diesen Bedingungen beantworten wir gern:',
      phoneLabel: 'Telefon',
      emailLabel: 'E-Mail',
    },
  },
  en: {
    meta: {
      title: 'Terms of service for web-design services',
      description:
        'Terms of service for web-design services, dated April 3, 2024: payment, acceptance, changes, maintenance, warranty and termination.',
    },
    heading: 'Terms of Service',
    dated: 'Dated: April 3, 2024',
    scope: 'These terms apply to all web-design services we provide to our clients.',
    tocLabel: 'Contents',
    sections: [
      {
        title: '1. Scope',
        paragraphs: [
          'These terms apply to all contracts for web design, website development, maintenance and related marketing services. Deviating terms of the client apply only if we have expressly agreed to them.',
        ],
      },
      {
        title: '2. Conclusion of contract',
        paragraphs: [
          'The contract is concluded when our offer is accepted. Orders worth 5,000 EUR plus VAT or more are covered by a separate contract that supplements these terms.',
        ],
      },
      {
        title: '3. Payment terms',
        paragraphs: [
          'Once work begins we issue an interim invoice for 50% of the offer price. This amount is non-refundable, including under our satisfaction guarantee.',
          'If payment is late, we charge default interest of 5% above the base rate.',
        ],
      },
      {
        title: '4. Installments',
        paragraphs: [
          'On request the order value can be paid in up to 12 monthly installments. Each installment must be paid within 5 working days of its due date. If an installment is late by more than 7 working days, we are entitled to withdraw from the contract.',
        ],
      },
      {
        title: '5. Cooperation and acceptance',
        paragraphs: [
          'The client tests delivered designs and features within 1 week and reports defects within 1 week of delivery.',
          'The acceptance period is 7 working days. If the client does not respond within this period, the work is deemed accepted.',
        ],
      },
      {
        title: '6. Revisions and change requests',
        paragraphs: [
          'The offer price includes two revision rounds. Changes after two revision rounds or after design acceptance are chargeable.',
          'Extra change requests are charged at 59 EUR per hour plus VAT.',
        ],
      },
      {
        title: '7. Telephone consultation',
        paragraphs: [
          'Telephone consultation beyond the agreed scope is charged at 22.24 EUR plus VAT per started 15 minutes.',
        ],
      },
      {
        title: '8. Marketing and advertising costs',
        paragraphs: [
          'Costs of advertising and marketing measures we book on the client’s behalf are passed on with a 20% markup on the gross price.',
        ],
      },
      {
        title: '9. Maintenance contracts',
        paragraphs: [
          'Maintenance contracts renew for one further year unless terminated before they expire. The monthly maintenance fee is due at the end of each month.',
        ],
      },
      {
        title: '10. Meetings and technical infrastructure',
        paragraphs: [
          'Meeting notes are deemed approved if the client does not object within 1 week.',
          'Both parties give 2 weeks’ notice of changes to the technical infrastructure (hosting, domains, access).',
        ],
      },
      {
        title: '11. Changes to these terms',
        paragraphs: [
          'We announce changes to these terms 4 weeks before they take effect. The client may object within 1 month of receiving the notice; without an objection the changes are deemed accepted.',
        ],
      },
      {
        title: '12. Warranty and limitation',
        paragraphs: [
          'Defect claims expire 6 months after acceptance. Remuneration claims expire after 5 years.',
        ],
      },
      {
        title: '13. Termination and final provisions',
        paragraphs: [
          'Any termination must be in written form. Should a provision of these terms be invalid, the remaining provisions stay in force. German law applies.',
        ],
      },
    ],
    contact: {
      title: 'Contact',
      text: 'We are glad to answer questions about these terms:',
      phoneLabel: 'Phone',
      emailLabel: 'Email',
    },
  },
};

export const termsOfServiceHead: PageHeadSource<TermsOfServiceContent> = { copy: termsOfServiceContent };
