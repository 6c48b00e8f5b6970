import type { Lang } from './lang';

/**
 * Strings of the shell (header, footer, chat, not-found, shared buttons). German is the source of the key set;
 * English must provide exactly the same keys, so a missing translation is a type error.
 */
const de = {
  'nav.services': 'Leistungen',
  'nav.about': 'Über uns',
  'nav.home': 'Startseite',
  'nav.main': 'Hauptnavigation',
  'nav.openMenu': 'Menü öffnen',
  'nav.closeMenu': 'Menü schließen',
  'nav.menu': 'Menü',
  'nav.skipToContent': 'Zum Inhalt springen',
  'theme.toggle': 'Dunkles Design',
  'theme.toLight': 'Zum hellen Design wechseln',
  'theme.toDark': 'Zum dunklen Design wechseln',
  'lang.switchLabel': 'Switch to English',
  'lang.switchShort': 'EN',
  'footer.blurb':
    'KI-gestütztes Coaching und digitale Lösungen für Unternehmer, Führungskräfte und Teams – mit jedem Kauf unterstützen Sie soziale Projekte.',
  'footer.resources': 'Ressourcen',
  'footer.support': 'Support',
  'footer.survey': 'Umfrage',
  'footer.contact': 'Kontakt',
  'footer.social': 'Soziale Medien',
  'footer.rights': 'Alle Rechte vorbehalten.',
  'footer.terms': 'AGB',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.legalNotice': 'Impressum',
  'footer.legal': 'Rechtliches',
  'footer.phone': 'Telefon',
  'footer.email': 'E-Mail',
  'footer.address': 'Adresse',
  'chat.open': 'KI-Assistent öffnen',
  'chat.close': 'Chat schließen',
  'chat.title': 'KI-Assistent',
  'chat.placeholder':
    'Unser KI-Assistent ist bald für Sie da. Bis dahin erreichen Sie uns über das Support-Formular.',
  'chat.loadFailed':
    'Der Chat konnte nicht geladen werden. Laden Sie die Seite neu, um es noch einmal zu versuchen.',
  'toast.region': 'Benachrichtigungen',
  'toast.close': 'Schließen',
  'notFound.hint': 'Diese Seite gibt es leider nicht (mehr).',
  'noScript.calculator': 'Der Rechner braucht JavaScript, das in Ihrem Browser ausgeschaltet ist.',
  'noScript.stories':
    'Alle Erfolgsgeschichten und die Suche darin brauchen JavaScript, das in Ihrem Browser ausgeschaltet ist. Oben sehen Sie die Highlights.',
  'notFound.home': 'Zur Startseite',
  'common.opensInNewTab': '(öffnet in neuem Tab)',
  'common.loading': 'Wird geladen',
  'common.backHome': 'Zurück zur Startseite',
  'common.exploreRelated': 'Entdecken Sie auch: {name}',
} as const;

export type MessageKey = keyof typeof de;
type Messages = Record<MessageKey, string>;

const en: Messages = {
  'nav.services': 'Services',
  'nav.about': 'About',
  'nav.home': 'Home',
  'nav.main': 'Main navigation',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.menu': 'Menu',
  'nav.skipToContent': 'Skip to content',
  'theme.toggle': 'Dark theme',
  'theme.toLight': 'Switch to light theme',
  'theme.toDark': 'Switch to dark theme',
  'lang.switchLabel': 'Auf Deutsch wechseln',
  'lang.switchShort': 'DE',
  'footer.blurb':
    'AI-powered coaching and digital solutions for entrepreneurs, executives and teams – every purchase supports social projects.',
  'footer.resources': 'Resources',
  'footer.support': 'Support',
  'footer.survey': 'Survey',
  'footer.contact': 'Contact',
  'footer.social': 'Social media',
  'footer.rights': 'All rights reserved.',
  'footer.terms': 'Terms',
  'footer.privacy': 'Privacy notice',
  'footer.legalNotice': 'Legal notice',
  'footer.legal': 'Legal',
  'footer.phone': 'Phone',
  'footer.email': 'Email',
  'footer.address': 'Address',
  'chat.open': 'Open AI assistant',
  'chat.close': 'Close chat',
  'chat.title': 'AI assistant',
  'chat.placeholder':
    'Our AI assistant will be here for you soon. Until then, reach us through the support form.',
  'chat.loadFailed': 'The chat could not be loaded. Reload the page to try again.',
  'toast.region': 'Notifications',
  'toast.close': 'Close',
  'notFound.hint': 'This page does not exist (any more).',
  'noScript.calculator': 'The calculator needs JavaScript, which is turned off in your browser.',
  'noScript.stories':
    'All success stories and searching them need JavaScript, which is turned off in your browser. The highlights are above.',
  'notFound.home': 'Go to the home page',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.loading': 'Loading',
  'common.backHome': 'Back to the home page',
  'common.exploreRelated': 'Explore Related: {name}',
};

export const messages: Record<Lang, Messages> = { de, en };

/**
 * Looks a key up. An unknown key (only possible from untyped input, e.g. a key built at run time) logs a warning
 * and shows the key itself, as the spec asks, instead of breaking the page.
 */
export function translate(lang: Lang, key: string, params?: Record<string, string>): string {
  const table: Record<string, string> = messages[lang];
  const found = table[key];
  if (found === undefined) {
    console.warn(`Missing translation for "${key}" (${lang})`);
    return key;
  }
  return params ? found.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match) : found;
}

/** The shell's strings in one language, for parts that know their language from props (islands) rather than the router. */
export function translatorFor(lang: Lang) {
  return (key: MessageKey) => translate(lang, key);
}
