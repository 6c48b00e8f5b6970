import type { Localized } from '../../i18n/lang';
import { formatDate } from '../../lib/format';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { siteConfig } from '../../site-config';

/** A part of the notice: a title and its lines. */
export interface NoticeSection {
  id: string;
  title: string;
  lines: string[];
}

export interface LegalNoticeContent {
  meta: PageMeta;
  heading: string;
  updated: string;
  /** The provider, with the address and contact details of the site settings. */
  provider: { title: string; representedBy: string; phoneLabel: string; emailLabel: string };
  sections: NoticeSection[];
  privacy: { text: string; link: string };
}

const { legal } = siteConfig;

export const legalNoticeContent: Localized<LegalNoticeContent> = {
  de: {
    meta: {
      title: 'Impressum',
      description: `Impressum von ${siteConfig.brand}: Anbieter, Anschrift, Kontakt, Registereintrag, Umsatzsteuer-ID und Verantwortliche für den Inhalt.`,
    },
    heading: 'Impressum',
    updated: `Stand: ${formatDate(legal.updated, 'de')}`,
    provider: {
      title: 'Angaben gemäß § 5 DDG',
      representedBy: `Vertreten durch die Geschäftsführung: ${legal.representatives.join(', ')}`,
      phoneLabel: 'Telefon',
      emailLabel: 'E-Mail',
    },
    sections: [
      {
        id: 'register',
        title: 'Registereintrag',
        lines: [
          'Eintragung im Handelsregister',
          `Registergericht: ${legal.register.court}`,
          `Registernummer: ${legal.register.number}`,
        ],
      },
      {
        id: 'vat',
        title: 'Umsatzsteuer',
        lines: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${legal.vatId}`],
      },
      {
        id: 'responsible',
        title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        lines: [legal.contentResponsible, 'Anschrift wie oben'],
      },
      {
        id: 'disputes',
        title: 'Verbraucherstreitbeilegung',
        lines: [
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
    ],
    privacy: { text: 'Wie wir mit Ihren Daten umgehen, steht in der', link: 'Datenschutzerklärung' },
  },
  en: {
    meta: {
      title: 'Legal notice',
      description: `Legal notice (Impressum) of ${siteConfig.brand}: provider, address, contact, register entry, VAT number and who is responsible for the content.`,
    },
    heading: 'Legal notice',
    updated: `Last updated: ${formatDate(legal.updated, 'en')}`,
    provider: {
      title: 'Information under Section 5 DDG',
      representedBy: `Represented by the managing directors: ${legal.representatives.join(', ')}`,
      phoneLabel: 'Phone',
      emailLabel: 'Email',
    },
    sections: [
      {
        id: 'register',
        title: 'Register entry',
        lines: [
          'Entered in the commercial register',
          `Register court: ${legal.register.court}`,
          `Register number: ${legal.register.number}`,
        ],
      },
      {
        id: 'vat',
        title: 'VAT',
        lines: [`VAT identification number under Section 27a of the German VAT Act: ${legal.vatId}`],
      },
      {
        id: 'responsible',
        title: 'Responsible for the content under Section 18(2) MStV',
        lines: [legal.contentResponsible, 'Address as above'],
      },
      {
        id: 'disputes',
        title: 'Consumer dispute resolution',
        lines: [
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ],
      },
    ],
    privacy: { text: 'How we handle your data is set out in the', link: 'privacy notice' },
  },
};

export const legalNoticeHead: PageHeadSource = { copy: legalNoticeContent };
