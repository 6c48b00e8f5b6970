import type { FieldErrorCode, FormNotice, SupportField } from '@site/schemas';
import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

/** The support page's own copy, which the content studio edits: its title and description, heading and intro. */
export interface SupportPageContent {
  meta: PageMeta;
  heading: string;
  intro: string;
}

/**
 * The support form's own texts, built in: the content studio does not edit them. The server answers a form sent
 * without script with a template the build renders from these very texts (forms/answerTemplate.ts), and the form
 * island's props carry only its language and that answer (api/src/forms/answerPage.ts): published labels would
 * show until the first answer and then fall back, and the answer page would not hydrate over its own markup.
 */
export interface SupportContent {
  requiredNote: string;
  formLabel: string;
  labels: Record<SupportField, string>;
  /** Descriptions under a field, `{max}` replaced with the schema's limit. */
  descriptions: Record<SupportField, string>;
  send: string;
  sending: string;
  /** Inline messages per schema code; `{max}` is the field's limit. */
  fieldErrors: Record<FieldErrorCode, string>;
  missingNotice: { title: string; description: string };
  successNotice: { title: string; description: string };
  errorNotice: { title: string; description: string };
  /** The notice on the page the server answers a message sent without script with; `{seconds}` to wait. */
  notices: Record<FormNotice, { title: string; description: string }>;
  /** The page a message sent without script leads to: the success notice as a page, and a way back. */
  sent: { meta: PageMeta; again: string };
}

export const supportPageContent: Localized<SupportPageContent> = {
  de: {
    meta: {
      title: 'Support kontaktieren',
      description:
        'Schreiben Sie unserem Support-Team: Wir beantworten Ihre Fragen zu SOPHIE, NOVA und allen weiteren Lösungen so schnell wie möglich.',
    },
    heading: 'Support kontaktieren',
    intro:
      'Sie haben eine Frage oder benötigen Hilfe? Schreiben Sie uns – wir melden uns so schnell wie möglich bei Ihnen.',
  },
  en: {
    meta: {
      title: 'Contact support',
      description:
        'Write to our support team: we answer your questions about SOPHIE, NOVA and all our other solutions as soon as possible.',
    },
    heading: 'Contact support',
    intro:
      'Do you have a question or need help? Write to us and we will get back to you as soon as possible.',
  },
};

export const supportContent: Localized<SupportContent> = {
  de: {
    requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    formLabel: 'Kontaktformular',
    labels: { name: 'Name', email: 'E-Mail', company: 'Unternehmen', message: 'Nachricht' },
    descriptions: {
      name: 'Höchstens {max} Zeichen.',
      email: 'An diese Adresse senden wir unsere Antwort.',
      company: 'Optional, höchstens {max} Zeichen.',
      message: 'Höchstens {max} Zeichen.',
    },
    send: 'Nachricht senden',
    sending: 'Wird gesendet',
    fieldErrors: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      too_long: 'Bitte verwenden Sie höchstens {max} Zeichen.',
      invalid_email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      email_characters:
        'Bitte geben Sie eine einfache E-Mail-Adresse ohne ?, &, =, # oder % ein, z. B. name@beispiel.de.',
      invalid_choice: 'Bitte wählen Sie eine Option aus der Liste.',
      out_of_range: 'Dieser Wert liegt außerhalb des erlaubten Bereichs.',
      invalid_type: 'Diese Eingabe kann nicht verarbeitet werden.',
    },
    missingNotice: {
      title: 'Bitte alle Pflichtfelder ausfüllen',
      description: 'Name, E-Mail und Nachricht sind Pflichtangaben.',
    },
    successNotice: {
      title: 'Nachricht gesendet!',
      description: 'Wir melden uns so schnell wie möglich bei Ihnen.',
    },
    errorNotice: {
      title: 'Fehler',
      description:
        'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    },
    notices: {
      missing: {
        title: 'Bitte alle Pflichtfelder ausfüllen',
        description: 'Name, E-Mail und Nachricht sind Pflichtangaben.',
      },
      invalid: {
        title: 'Bitte prüfen Sie Ihre Angaben',
        description: 'Die markierten Felder brauchen eine Korrektur; alles andere ist noch da.',
      },
      rateLimited: {
        title: 'Zu viele Nachrichten in kurzer Zeit',
        description:
          'Ihre Nachricht wurde noch nicht gesendet. Bitte senden Sie sie in {seconds} Sekunden erneut; Ihr Text bleibt erhalten.',
      },
      failed: {
        title: 'Fehler',
        description:
          'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
      },
    },
    sent: {
      meta: { title: 'Nachricht gesendet', description: 'Ihre Nachricht an unseren Support ist angekommen.' },
      again: 'Weitere Nachricht schreiben',
    },
  },
  en: {
    requiredNote: 'Fields marked * are required.',
    formLabel: 'Contact form',
    labels: { name: 'Name', email: 'Email', company: 'Company', message: 'Message' },
    descriptions: {
      name: 'At most {max} characters.',
      email: 'We send our answer to this address.',
      company: 'Optional, at most {max} characters.',
      message: 'At most {max} characters.',
    },
    send: 'Send message',
    sending: 'Sending',
    fieldErrors: {
      required: 'Please fill in this field.',
      too_long: 'Please use at most {max} characters.',
      invalid_email: 'Please enter a valid email address, e.g. name@example.com.',
      email_characters: 'Please enter a plain email address without ?, &, =, # or %, e.g. name@example.com.',
      invalid_choice: 'Please choose an option from the list.',
      out_of_range: 'This value is outside the allowed range.',
      invalid_type: 'This entry cannot be processed.',
    },
    missingNotice: {
      title: 'Please fill all required fields',
      description: 'Name, email and message are required.',
    },
    successNotice: {
      title: 'Message sent!',
      description: 'We will get back to you as soon as possible.',
    },
    errorNotice: {
      title: 'Error',
      description: 'There was an error sending your message. Please try again later.',
    },
    notices: {
      missing: {
        title: 'Please fill all required fields',
        description: 'Name, email and message are required.',
      },
      invalid: {
        title: 'Please check your entries',
        description: 'The marked fields need a correction; everything else is still there.',
      },
      rateLimited: {
        title: 'Too many messages in a short time',
        description:
          'Your message has not been sent yet. Please send it again in {seconds} seconds; your text is kept.',
      },
      failed: {
        title: 'Error',
        description: 'There was an error sending your message. Please try again later.',
      },
    },
    sent: {
      meta: { title: 'Message sent', description: 'Your message to our support team has reached us.' },
      again: 'Write another message',
    },
  },
};

export const supportHead: PageHeadSource<SupportPageContent> = { copy: supportPageContent };

export const supportSentHead: PageHeadSource = {
  copy: { de: { meta: supportContent.de.sent.meta }, en: { meta: supportContent.en.sent.meta } },
  noindex: true,
};
