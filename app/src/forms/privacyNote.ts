import type { Localized } from '../i18n/lang';

/** What both forms say beside their submit button, linking the privacy notice (Art. 13 GDPR: at collection). */
export const privacyNote: Localized<{ before: string; link: string; after: string }> = {
  de: {
    before: 'Was wir mit Ihren Angaben tun und wie lange wir sie speichern, steht in der',
    link: 'Datenschutzerklärung',
    after: '.',
  },
  en: {
    before: 'What we do with your details and how long we keep them is set out in the',
    link: 'privacy notice',
    after: '.',
  },
};
