import type { FieldErrorCode, FormNotice, SolutionId, SurveyField } from '@site/schemas';
import type { Localized } from '../../i18n/lang';
import type { PageHeadSource, PageMeta } from '../../lib/seo';

/** The survey page's own copy, which the content studio edits: its title and description, heading and intro. */
export interface SurveyPageContent {
  meta: PageMeta;
  heading: string;
  intro: string;
}

/**
 * The survey's own texts, built in: the content studio does not edit them. The server answers a form sent
 * without script with a template the build renders from these very texts (forms/answerTemplate.ts), and the form
 * island's props carry only its language and that answer (api/src/forms/answerPage.ts): published labels would
 * show until the first answer and then fall back, and the answer page would not hydrate over its own markup.
 */
export interface SurveyContent {
  requiredNote: string;
  formLabel: string;
  labels: Record<SurveyField, string>;
  /** Descriptions under a field, `{max}` replaced with the schema's limit. */
  descriptions: { companyOrOccupation: string; comment: string };
  solutionPlaceholder: string;
  solutions: Record<SolutionId, string>;
  /** Accessible names of the five stars, index 0 = one star. */
  starLabels: readonly [string, string, string, string, string];
  submit: string;
  submitting: string;
  /** Inline messages per schema code; `{max}` is the field's limit. */
  fieldErrors: Record<FieldErrorCode, string>;
  /** The rating's own wording for a missing answer reads better than the generic one. */
  ratingRequired: string;
  missingToast: { title: string; description: string };
  successToast: { title: string; description: string };
  errorToast: { title: string; description: string };
  thankYou: { heading: string; text: string; again: string };
  /** The notice on the page the server answers a survey sent without script with; `{seconds}` to wait. */
  notices: Record<FormNotice, { title: string; description: string }>;
  /** The page a survey sent without script leads to: the thank-you view as a page of its own. */
  sentMeta: PageMeta;
}

const solutionNames: Record<SolutionId, string> = {
  sophie: 'SOPHIE',
  nova: 'NOVA',
  'marcus-storm': 'Marcus Storm',
  fuel: 'FUEL',
  'quantum-evolution': 'Quantum Evolution System',
  'master-wu': 'Master WU',
  'integrated-solutions': 'Integrated Solutions',
};

export const surveyPageContent: Localized<SurveyPageContent> = {
  de: {
    meta: {
      title: 'Umfrage – Ihre Meinung zählt',
      description:
        'Erzählen Sie uns, wie Ihnen SOPHIE, NOVA, FUEL und unsere anderen Lösungen geholfen haben. Ihre Bewertung hilft uns, besser zu werden.',
    },
    heading: 'Ihre Meinung zählt',
    intro:
      'Wie hat Ihnen unsere Lösung geholfen? Ihr Feedback dauert nur eine Minute und hilft uns, unsere Angebote für Sie weiterzuentwickeln.',
  },
  en: {
    meta: {
      title: 'Survey – Your Opinion Matters',
      description:
        'Tell us how SOPHIE, NOVA, FUEL and our other solutions have helped you. Your rating helps us improve.',
    },
    heading: 'Your Opinion Matters',
    intro:
      'How has our solution helped you? Your feedback takes just a minute and helps us develop our offers further for you.',
  },
};

export const surveyContent: Localized<SurveyContent> = {
  de: {
    requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    formLabel: 'Feedback-Formular',
    labels: {
      name: 'Name',
      companyOrOccupation: 'Unternehmen oder Beruf',
      solutionUsed: 'Genutzte Lösung',
      comment: 'Kommentar',
      rating: 'Bewertung',
    },
    descriptions: {
      companyOrOccupation: 'Optional, höchstens {max} Zeichen.',
      comment: 'Optional, höchstens {max} Zeichen.',
    },
    solutionPlaceholder: 'Bitte auswählen',
    solutions: solutionNames,
    starLabels: ['1 Stern', '2 Sterne', '3 Sterne', '4 Sterne', '5 Sterne'],
    submit: 'Umfrage absenden',
    submitting: 'Wird gesendet...',
    fieldErrors: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      too_long: 'Bitte verwenden Sie höchstens {max} Zeichen.',
      invalid_email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      email_characters: 'Bitte geben Sie eine einfache E-Mail-Adresse ohne ?, &, =, # oder % ein.',
      invalid_choice: 'Bitte wählen Sie eine Option aus der Liste.',
      out_of_range: 'Bitte wählen Sie einen Wert von 1 bis 5.',
      invalid_type: 'Diese Eingabe kann nicht verarbeitet werden.',
    },
    ratingRequired: 'Bitte vergeben Sie 1 bis 5 Sterne.',
    missingToast: {
      title: 'Bitte alle Pflichtfelder ausfüllen',
      description: 'Name, genutzte Lösung und Bewertung sind Pflichtangaben.',
    },
    successToast: { title: 'Umfrage gesendet!', description: 'Vielen Dank für Ihr Feedback.' },
    errorToast: {
      title: 'Fehler',
      description:
        'Beim Absenden Ihrer Umfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    },
    thankYou: {
      heading: 'Vielen Dank!',
      text: 'Ihr Feedback ist bei uns angekommen. Wir lesen jede Antwort persönlich.',
      again: 'Neue Umfrage starten',
    },
    notices: {
      missing: {
        title: 'Bitte alle Pflichtfelder ausfüllen',
        description: 'Name, genutzte Lösung und Bewertung sind Pflichtangaben.',
      },
      invalid: {
        title: 'Bitte prüfen Sie Ihre Angaben',
        description: 'Die markierten Felder brauchen eine Korrektur; alles andere ist noch da.',
      },
      rateLimited: {
        title: 'Zu viele Umfragen in kurzer Zeit',
        description:
          'Ihre Umfrage wurde noch nicht gesendet. Bitte senden Sie sie in {seconds} Sekunden erneut; Ihre Angaben bleiben erhalten.',
      },
      failed: {
        title: 'Fehler',
        description:
          'Beim Absenden Ihrer Umfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
      },
    },
    sentMeta: {
      title: 'Vielen Dank für Ihr Feedback',
      description: 'Ihre Umfrage ist bei uns angekommen.',
    },
  },
  en: {
    requiredNote: 'Fields marked * are required.',
    formLabel: 'Feedback form',
    labels: {
      name: 'Name',
      companyOrOccupation: 'Company or occupation',
      solutionUsed: 'Solution used',
      comment: 'Comment',
      rating: 'Rating',
    },
    descriptions: {
      companyOrOccupation: 'Optional, at most {max} characters.',
      comment: 'Optional, at most {max} characters.',
    },
    solutionPlaceholder: 'Please select',
    solutions: solutionNames,
    starLabels: ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'],
    submit: 'Submit survey',
    submitting: 'Submitting...',
    fieldErrors: {
      required: 'Please fill in this field.',
      too_long: 'Please use at most {max} characters.',
      invalid_email: 'Please enter a valid email address.',
      email_characters: 'Please enter a plain email address without ?, &, =, # or %.',
      invalid_choice: 'Please choose an option from the list.',
      out_of_range: 'Please choose a value from 1 to 5.',
      invalid_type: 'This entry cannot be processed.',
    },
    ratingRequired: 'Please give 1 to 5 stars.',
    missingToast: {
      title: 'Please fill all required fields',
      description: 'Name, solution used, and rating are required',
    },
    successToast: { title: 'Survey submitted!', description: 'Thank you for your feedback.' },
    errorToast: {
      title: 'Error',
      description: 'There was an error submitting your survey. Please try again later.',
    },
    thankYou: {
      heading: 'Thank you!',
      text: 'Your feedback has reached us. We read every answer personally.',
      again: 'Start new survey',
    },
    notices: {
      missing: {
        title: 'Please fill all required fields',
        description: 'Name, solution used, and rating are required',
      },
      invalid: {
        title: 'Please check your answers',
        description: 'The marked fields need a correction; everything else is still there.',
      },
      rateLimited: {
        title: 'Too many surveys in a short time',
        description:
          'Your survey has not been sent yet. Please send it again in {seconds} seconds; your answers are kept.',
      },
      failed: {
        title: 'Error',
        description: 'There was an error submitting your survey. Please try again later.',
      },
    },
    sentMeta: {
      title: 'Thank you for your feedback',
      description: 'Your survey has reached us.',
    },
  },
};

export const surveyHead: PageHeadSource<SurveyPageContent> = { copy: surveyPageContent };

export const surveySentHead: PageHeadSource = {
  copy: { de: { meta: surveyContent.de.sentMeta }, en: { meta: surveyContent.en.sentMeta } },
  noindex: true,
};
