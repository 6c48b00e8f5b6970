import type { Lang } from '@site/paths';
import {
  type AuditKind,
  erasureBys,
  productStatuses,
  submissionActions,
  submissionKinds,
} from '@site/schemas';
import { publishingText } from '../colors/publishingMessages';
import { formatNumber } from '../../../lib/format';

/** The facts an audit entry keeps (`details`), as the API writes them. */
const detailKeys = [
  'before',
  'after',
  'name',
  'type',
  'status',
  'baseColor',
  'description',
  'pageSlug',
  'factor',
  'factors',
  'seconds',
  'left',
  'removed',
  'reason',
  'recoveryCodes',
  'count',
  'retentionDays',
  'sessions',
  'session',
  'action',
  'by',
  'contrastWarnings',
  'publication',
  'kinds',
] as const;
type DetailKey = (typeof detailKeys)[number];

const keyLabels: Record<Lang, Record<DetailKey, string>> = {
  en: {
    before: 'Before',
    after: 'After',
    name: 'Name',
    type: 'Type',
    status: 'Status',
    baseColor: 'Base colour',
    description: 'Description',
    pageSlug: 'Page address',
    factor: 'Tried with',
    factors: 'Signed in with',
    seconds: 'Wait in seconds',
    left: 'Recovery codes left',
    removed: 'Removed',
    reason: 'Reason',
    recoveryCodes: 'Recovery codes',
    count: 'Submissions',
    retentionDays: 'Kept for days',
    sessions: 'Sessions ended',
    session: 'Session',
    action: 'Action',
    by: 'Found by',
    contrastWarnings: 'Below WCAG AA',
    publication: 'Publication',
    kinds: 'Events',
  },
  de: {
    before: 'Vorher',
    after: 'Nachher',
    name: 'Name',
    type: 'Typ',
    status: 'Status',
    baseColor: 'Grundfarbe',
    description: 'Beschreibung',
    pageSlug: 'Seitenadresse',
    factor: 'Versucht mit',
    factors: 'Angemeldet mit',
    seconds: 'Wartezeit in Sekunden',
    left: 'Verbleibende Wiederherstellungscodes',
    removed: 'Entfernt',
    reason: 'Grund',
    recoveryCodes: 'Wiederherstellungscodes',
    count: 'Eingänge',
    retentionDays: 'Aufbewahrt für Tage',
    sessions: 'Beendete Sitzungen',
    session: 'Sitzung',
    action: 'Aktion',
    by: 'Gefunden über',
    contrastWarnings: 'Unter WCAG AA',
    publication: 'Veröffentlichung',
    kinds: 'Ereignisse',
  },
};

/** The words the API writes as values, in the admin's language. */
const valueWords = [
  ...submissionActions,
  ...erasureBys,
  ...submissionKinds,
  ...productStatuses,
  'password',
  'code',
  'recovery_code',
  'replaced',
  'second factor reset',
] as const;
type ValueWord = (typeof valueWords)[number];

const valueLabels: Record<Lang, Record<ValueWord, string>> = {
  en: {
    password: 'password',
    code: 'code from the app',
    recovery_code: 'recovery code',
    read: 'marked as read',
    unread: 'marked as unread',
    archive: 'archived',
    spam: 'marked as spam',
    not_spam: 'marked as not spam',
    delete: 'deleted',
    email: 'email address',
    name: 'name',
    survey: 'survey',
    support: 'support message',
    active: 'active',
    draft: 'draft',
    archived: 'archived',
    replaced: 'replaced',
    'second factor reset': 'two-step sign-in reset',
  },
  de: {
    password: 'Passwort',
    code: 'Code aus der App',
    recovery_code: 'Wiederherstellungscode',
    read: 'als gelesen markiert',
    unread: 'als ungelesen markiert',
    archive: 'archiviert',
    spam: 'als Spam markiert',
    not_spam: 'als kein Spam markiert',
    delete: 'gelöscht',
    email: 'E-Mail-Adresse',
    name: 'Name',
    survey: 'Umfrage',
    support: 'Supportanfrage',
    active: 'aktiv',
    draft: 'Entwurf',
    archived: 'archiviert',
    replaced: 'ersetzt',
    'second factor reset': 'Anmeldung in zwei Schritten zurückgesetzt',
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const labelOf = (key: string, lang: Lang) => keyLabels[lang][key as DetailKey] ?? key;

function shown(value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return lang === 'de' ? (value ? 'ja' : 'nein') : value ? 'yes' : 'no';
  if (typeof value === 'number') return formatNumber(value, lang);
  if (typeof value === 'string') return valueLabels[lang][value as ValueWord] ?? value;
  if (Array.isArray(value)) return value.map((item) => shown(item, lang)).join(', ');
  if (isRecord(value)) {
    // A contrast warning: the pair, in the admin's language where the entry names it by id, and its ratio.
    if (typeof value.ratio === 'number') return `${pairName(value, lang)} ${shown(value.ratio, lang)}:1`;
    return Object.entries(value)
      .map(([key, item]) => `${labelOf(key, lang)}: ${shown(item, lang)}`)
      .join(', ');
  }
  return String(value);
}

const contrastPairs = ['onProduct', 'onLightPage', 'onDarkPage'] as const;

function pairName(warning: Record<string, unknown>, lang: Lang): string {
  const pair = contrastPairs.find((id) => id === warning.pair);
  return pair ? publishingText(lang, `publish.pair.${pair}`) : shown(warning.name, lang);
}

/** Whether an entry is about a product or a colour scheme, which an admin knows by name rather than by id. */
const isAboutRecord = (kind: AuditKind) => kind.startsWith('product_') || kind.startsWith('color_scheme_');

/**
 * What an entry is about, as its heading names it: a product or colour scheme by the name it had at the time of
 * the change (the API records it; older entries only kept it in a record's fields before or after, and a restore
 * not at all, so those show the id), anything else by its subject. The name is then no detail line of its own.
 */
export function auditSubject(entry: {
  kind: AuditKind;
  subject: string | null;
  details: Record<string, unknown>;
}): { subject: string | null; details: Record<string, unknown> } {
  if (!isAboutRecord(entry.kind)) return { subject: entry.subject, details: entry.details };
  const { name, ...details } = entry.details;
  const { before, after } = details;
  const named = [
    name,
    isRecord(after) ? after.name : undefined,
    isRecord(before) ? before.name : undefined,
  ].find((candidate): candidate is string => typeof candidate === 'string' && candidate !== '');
  return { subject: named ?? entry.subject, details: typeof name === 'string' ? details : entry.details };
}

/**
 * An audit entry's details as lines an admin reads: a change as each field that changed (before → after), a record
 * added or deleted as its fields, anything else as its name and value, all in the admin's language.
 */
export function auditDetailLines(
  details: Record<string, unknown>,
  lang: Lang,
): [label: string, value: string][] {
  const { before, after, ...rest } = details;
  const lines: [string, string][] = [];
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const was = shown(before[key], lang);
      const now = shown(after[key], lang);
      if (was !== now) lines.push([labelOf(key, lang), `${was} → ${now}`]);
    }
  } else if (isRecord(before) || isRecord(after)) {
    const record = (isRecord(after) ? after : before) as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) lines.push([labelOf(key, lang), shown(value, lang)]);
  } else if (typeof before === 'string' || typeof after === 'string') {
    lines.push([lang === 'de' ? 'Änderung' : 'Change', `${shown(before, lang)} → ${shown(after, lang)}`]);
  }
  for (const [key, value] of Object.entries(rest)) {
    // Nothing to say is no line: a publication that passed every contrast check has no warnings to list.
    if (Array.isArray(value) && value.length === 0) continue;
    lines.push([labelOf(key, lang), shown(value, lang)]);
  }
  return lines;
}
