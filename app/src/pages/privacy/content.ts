import { defaultRetentionDays } from '@site/schemas';
import type { Localized } from '../../i18n/lang';
import { formatNumber } from '../../lib/format';
import type { PageHeadSource, PageMeta } from '../../lib/seo';
import { siteConfig } from '../../site-config';

/** One part of the notice: its title and paragraphs. */
export interface PrivacySection {
  title: string;
  paragraphs: string[];
}

/**
 * The privacy notice's copy. What it states from the site settings and the server's own settings (the controller,
 * their representatives and address, the date of this version, the address to write to, how long submissions are
 * kept) the page puts beside it (`privacyFacts`): the notice always says what the site does, whatever copy is
 * published.
 */
export interface PrivacyContent {
  meta: PageMeta;
  heading: string;
  /** Before the date of this version: "Stand: 1. Januar 2025". */
  updatedLabel: string;
  lead: string;
  controller: {
    title: string;
    text: string;
    representedByLabel: string;
    phoneLabel: string;
    emailLabel: string;
  };
  survey: PrivacySection;
  support: PrivacySection;
  spam: PrivacySection;
  recipients: PrivacySection;
  cookies: PrivacySection;
  noTracking: PrivacySection;
  /** The rights, after `text`, which the address to write to (the settings') follows. */
  rights: { title: string; text: string; items: string[] };
}

const days = (count: number, lang: 'de' | 'en') =>
  `${formatNumber(count, lang)} ${lang === 'de' ? (count === 1 ? 'Tag' : 'Tagen') : count === 1 ? 'day' : 'days'}`;
const retention = defaultRetentionDays;

/**
 * What the notice says from the server's settings, after the paragraphs of its part: how long each kind of
 * submission is kept (`defaultRetentionDays`, which the server deletes by).
 */
export const privacyFacts: Localized<Record<'survey' | 'support' | 'spam', string>> = {
  de: {
    survey: `Umfragen werden nach ${days(retention.survey, 'de')} automatisch gelöscht.`,
    support: `Nachrichten werden nach ${days(retention.support, 'de')} automatisch gelöscht.`,
    spam: `Damit eine versehentlich markierte Nachricht noch gefunden werden kann, löschen wir sie erst nach ${days(retention.spam, 'de')}.`,
  },
  en: {
    survey: `Surveys are deleted automatically after ${days(retention.survey, 'en')}.`,
    support: `Messages are deleted automatically after ${days(retention.support, 'en')}.`,
    spam: `So that a message marked by mistake can still be found, we delete it only after ${days(retention.spam, 'en')}.`,
  },
};

export const privacyContent: Localized<PrivacyContent> = {
  de: {
    meta: {
      title: 'Datenschutzerklärung',
      description: `Welche Daten ${siteConfig.brand} speichert, wofür und wie lange: Umfrage und Support-Formular, keine Tracking-Cookies, kein Tracking, keine Anfragen an Dritte, Ihre Rechte.`,
    },
    heading: 'Datenschutzerklärung',
    updatedLabel: 'Stand',
    lead: 'Wir speichern nur, was Sie uns über die Feedback-Umfrage oder das Support-Formular schicken. Es gibt kein Tracking, keine Analyse-Werkzeuge, keine Werbe-Cookies, und diese Seiten laden nichts von fremden Servern.',
    controller: {
      title: 'Verantwortlicher',
      text: 'Verantwortlich für die Verarbeitung Ihrer Daten auf dieser Website (Art. 4 Nr. 7 DSGVO) ist:',
      representedByLabel: 'Vertreten durch',
      phoneLabel: 'Telefon',
      emailLabel: 'E-Mail',
    },
    survey: {
      title: 'Feedback-Umfrage',
      paragraphs: [
        'Wenn Sie die Umfrage absenden, speichern wir Ihren Namen, Ihr Unternehmen oder Ihre Tätigkeit (freiwillig), die genutzte Lösung, Ihren Kommentar (freiwillig), Ihre Bewertung, die Sprache der Seite und den Zeitpunkt.',
        'Wir nutzen diese Angaben, um unsere Angebote zu verbessern. Rechtsgrundlage ist unser berechtigtes Interesse daran (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    support: {
      title: 'Support-Formular',
      paragraphs: [
        'Wenn Sie uns über das Support-Formular schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihr Unternehmen (freiwillig), Ihre Nachricht, die Sprache der Seite und den Zeitpunkt.',
        'Wir nutzen diese Angaben, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist die Anbahnung oder Erfüllung eines Vertrags (Art. 6 Abs. 1 lit. b DSGVO), im Übrigen unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    spam: {
      title: 'Schutz vor Missbrauch',
      paragraphs: [
        'Gegen automatisierten Missbrauch haben die Formulare ein unsichtbares Feld und messen, wie lange sie geöffnet waren. Eine Einsendung, die danach von einem Programm stammt, wird als Spam markiert und nicht bearbeitet.',
        'Damit ein Formular nicht beliebig oft gesendet werden kann, zählt der Server für kurze Zeit die Einsendungen je IP-Adresse und Minute. Die IP-Adresse wird nicht mit Ihrer Einsendung gespeichert. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    recipients: {
      title: 'Empfänger',
      paragraphs: [
        'Ihre Angaben lesen nur wir. Sie liegen auf Servern, die wir selbst oder ein Hosting-Dienstleister in unserem Auftrag betreibt (Auftragsverarbeitung nach Art. 28 DSGVO). Haben wir eigene Systeme angebunden, etwa ein Ticketsystem, leiten wir neue Einsendungen dorthin weiter. Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter.',
      ],
    },
    cookies: {
      title: 'Cookies und Speicher im Browser',
      paragraphs: [
        'Die Seiten der Umfrage und des Support-Formulars setzen ein Cookie (__Host-survey-form bzw. __Host-support-form) mit dem Zeitpunkt, zu dem unser Server Ihnen das Formular gezeigt hat, von ihm signiert. Es dient allein der Spam-Abwehr: Ein Formular, das schneller gesendet wird, als ein Mensch es ausfüllen kann, wird als Spam markiert. Es enthält nichts über Sie, ist für das Senden des Formulars, das Sie anfordern, technisch erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG) und läuft nach 7 Tagen ab. Weitere Cookies setzt diese Website für Besucherinnen und Besucher nicht.',
        'Ob Sie das helle oder das dunkle Design gewählt haben, merkt sich Ihr Browser in seinem eigenen Speicher (localStorage); diese Angabe wird nie an uns gesendet, und Sie können sie jederzeit in Ihrem Browser löschen.',
        'Nur wer sich im Admin-Bereich anmeldet, erhält ein Sitzungs-Cookie. Es ist für die Anmeldung technisch erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG) und endet mit dem Abmelden oder dem Ablauf der Sitzung.',
      ],
    },
    noTracking: {
      title: 'Kein Tracking, keine Inhalte von Dritten',
      paragraphs: [
        'Wir verwenden keine Analyse- oder Tracking-Werkzeuge und keine Werbenetzwerke. Schriften, Skripte und Bilder kommen von diesem Server; beim Besuch dieser Seiten werden keine Anfragen an andere Anbieter gestellt.',
        'Links zu anderen Angeboten (die Terminbuchung, die Bezahlseite, soziale Netzwerke) öffnen deren Seiten erst, wenn Sie sie anklicken. Dort gilt die Datenschutzerklärung des jeweiligen Anbieters.',
      ],
    },
    rights: {
      title: 'Ihre Rechte',
      text: 'Sie haben jederzeit die folgenden Rechte. Schreiben Sie uns dafür formlos an',
      items: [
        'Auskunft über die Daten, die wir zu Ihnen gespeichert haben (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung Ihrer Daten (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen eine Verarbeitung, die auf unserem berechtigten Interesse beruht (Art. 21 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
      ],
    },
  },
  en: {
    meta: {
      title: 'Privacy notice',
      description: `What ${siteConfig.brand} stores, why and for how long: the survey and the support form, no tracking cookies, no tracking, no requests to third parties, and your rights.`,
    },
    heading: 'Privacy notice',
    updatedLabel: 'Last updated',
    lead: 'We only store what you send us through the feedback survey or the support form. There is no tracking, no analytics, no advertising cookies, and these pages load nothing from other servers.',
    controller: {
      title: 'Controller',
      text: 'The controller responsible for processing your data on this website (Art. 4(7) GDPR) is:',
      representedByLabel: 'Represented by',
      phoneLabel: 'Phone',
      emailLabel: 'Email',
    },
    survey: {
      title: 'Feedback survey',
      paragraphs: [
        'When you send the survey, we store your name, your company or occupation (optional), the solution you used, your comment (optional), your rating, the language of the page and the time.',
        'We use this to improve our offers. The legal basis is our legitimate interest in doing so (Art. 6(1)(f) GDPR).',
      ],
    },
    support: {
      title: 'Support form',
      paragraphs: [
        'When you write to us through the support form, we store your name, your email address, your company (optional), your message, the language of the page and the time.',
        'We use this to answer your request. The legal basis is taking steps towards or performing a contract (Art. 6(1)(b) GDPR), and otherwise our legitimate interest in answering requests (Art. 6(1)(f) GDPR).',
      ],
    },
    spam: {
      title: 'Protection against abuse',
      paragraphs: [
        'Against automated abuse, the forms have an invisible field and measure how long they were open. A submission that this shows to come from a program is marked as spam and not processed.',
        'So that a form cannot be sent over and over, the server briefly counts submissions per IP address and minute. The IP address is not stored with your submission. The legal basis is our legitimate interest in running the site securely (Art. 6(1)(f) GDPR).',
      ],
    },
    recipients: {
      title: 'Recipients',
      paragraphs: [
        'Only we read what you send. It is kept on servers that we run ourselves or that a hosting provider runs on our behalf (a processor under Art. 28 GDPR). Where we have connected systems of our own, such as a ticket system, we forward new submissions to them. We do not sell data or pass it on for advertising.',
      ],
    },
    cookies: {
      title: 'Cookies and storage in your browser',
      paragraphs: [
        'The pages of the survey and the support form set a cookie (__Host-survey-form or __Host-support-form) holding the time our server showed you the form, signed by it. It serves only to fend off spam: a form sent sooner than a person can fill it in is marked as spam. It holds nothing about you, is strictly necessary for sending the form you ask to send (Section 25(2) no. 2 TDDDG) and expires after 7 days. This website sets no other cookies for visitors.',
        'Whether you chose the light or the dark theme is remembered by your browser in its own storage (localStorage); it is never sent to us, and you can delete it in your browser at any time.',
        'Only those who sign in to the admin area receive a session cookie. It is strictly necessary for signing in (Section 25(2) no. 2 TDDDG) and ends when they sign out or the session expires.',
      ],
    },
    noTracking: {
      title: 'No tracking, no third-party content',
      paragraphs: [
        'We use no analytics or tracking tools and no advertising networks. Fonts, scripts and images come from this server; visiting these pages sends no requests to other providers.',
        'Links to other services (the booking page, the payment page, social networks) open their pages only when you follow them. Their own privacy notices apply there.',
      ],
    },
    rights: {
      title: 'Your rights',
      text: 'You have the following rights at any time. Just write to us at',
      items: [
        'Access to the data we hold about you (Art. 15 GDPR)',
        'Rectification of inaccurate data (Art. 16 GDPR)',
        'Erasure of your data (Art. 17 GDPR)',
        'Restriction of processing (Art. 18 GDPR)',
        'Data portability (Art. 20 GDPR)',
        'Objection to processing based on our legitimate interest (Art. 21 GDPR)',
        'Complaint to a data protection supervisory authority (Art. 77 GDPR)',
      ],
    },
  },
};

export const privacyHead: PageHeadSource<PrivacyContent> = { copy: privacyContent };
