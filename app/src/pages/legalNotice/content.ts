import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { siteConfig } from '../../site-config';

/**
 * The legal notice's copy. What it states about the provider (names, register, VAT number, the date of this
 * version, the address and how to reach them) comes from the site settings (`siteConfig.legal`), which the page
 * puts beside these labels: the notice always says what the settings say, whatever copy is published.
 */
export interface LegalNoticeContent {
  meta: PageMeta;
  heading: string;
  /** Before the date of this version: "Stand: 3. April 2024". */
  updatedLabel: string;
  provider: { title: string; representedByLabel: string; phoneLabel: string; emailLabel: string };
  register: { title: string; text: string; courtLabel: string; numberLabel: string };
  vat: { title: string; label: string };
  /** Who is responsible for the content (named by the settings), and where to write to them. */
  responsible: { title: string; address: string };
  disputes: { title: string; text: string };
  privacy: { text: string; linkLabel: string };
}

export const legalNoticeContent: Localized<LegalNoticeContent> = {
  de: {
    meta: {
      title: 'Impressum',
      description: `Impressum von ${siteConfig.brand}: Anbieter, Anschrift, Kontakt, Registereintrag, Umsatzsteuer-ID und Verantwortliche für den Inhalt.`,
    },
    heading: 'Impressum',
    updatedLabel: 'Stand',
    provider: {
      title: 'Angaben gemäß § 5 DDG',
      representedByLabel: 'Vertreten durch die Geschäftsführung',
      phoneLabel: 'Telefon',
      emailLabel: 'E-Mail',
    },
    register: {
      title: 'Registereintrag',
      text: 'Eintragung im Handelsregister',
      courtLabel: 'Registergericht',
      numberLabel: 'Registernummer',
    },
    vat: {
      title: 'Umsatzsteuer',
      label: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz',
    },
    responsible: {
      title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      address: 'Anschrift wie oben',
    },
    disputes: {
      title: 'Verbraucherstreitbeilegung',
      text: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    },
    privacy: { text: 'Wie wir mit Ihren Daten umgehen, steht in der', linkLabel: 'Datenschutzerklärung' },
  },
  en: {
    meta: {
      title: 'Legal notice',
      description: `Legal notice (Impressum) of ${siteConfig.brand}: provider, address, contact, register entry, VAT number and who is responsible for the content.`,
    },
    heading: 'Legal notice',
    updatedLabel: 'Last updated',
    provider: {
      title: 'Information under Section 5 DDG',
      representedByLabel: 'Represented by the managing directors',
      phoneLabel: 'Phone',
      emailLabel: 'Email',
    },
    register: {
      title: 'Register entry',
      text: 'Entered in the commercial register',
      courtLabel: 'Register court',
      numberLabel: 'Register number',
    },
    vat: { title: 'VAT', label: 'VAT identification number under Section 27a of the German VAT Act' },
    responsible: {
      title: 'Responsible for the content under Section 18(2) MStV',
      address: 'Address as above',
    },
    disputes: {
      title: 'Consumer dispute resolution',
      text: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
    },
    privacy: { text: 'How we handle your data is set out in the', linkLabel: 'privacy notice' },
  },
};

export const legalNoticeHead: PageHeadSource<LegalNoticeContent> = { copy: legalNoticeContent };
