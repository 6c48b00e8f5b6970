import { type InboxSubmission, withVisibleBidiControls } from '@site/schemas';

/** One e-mail, written: both parts, in the recipient's language. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const words = {
  de: {
    support: 'Neue Support-Nachricht',
    survey: 'Neue Umfrage-Antwort',
    from: 'von',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      company: 'Unternehmen',
      companyOrOccupation: 'Unternehmen oder Beruf',
      solutionUsed: 'Lösung',
      rating: 'Bewertung',
      message: 'Nachricht',
      comment: 'Kommentar',
      receivedAt: 'Eingegangen',
    },
    open: 'Im Posteingang öffnen',
    why: 'Sie erhalten diese E-Mail, weil Sie im Admin-Bereich unter Konto neue Eingänge dieser Art gewählt haben.',
    digest: 'Tagesübersicht',
    digestLead: (count: number) =>
      count === 1
        ? 'In den letzten 24 Stunden ist 1 Eingang angekommen.'
        : `In den letzten 24 Stunden sind ${count} Eingänge angekommen.`,
    digestEmpty: 'In den letzten 24 Stunden ist nichts angekommen.',
    digestWhy:
      'Sie erhalten diese Übersicht, weil Sie im Admin-Bereich unter Konto die tägliche Übersicht gewählt haben.',
  },
  en: {
    support: 'New support message',
    survey: 'New survey answer',
    from: 'from',
    fields: {
      name: 'Name',
      email: 'Email',
      company: 'Company',
      companyOrOccupation: 'Company or occupation',
      solutionUsed: 'Solution',
      rating: 'Rating',
      message: 'Message',
      comment: 'Comment',
      receivedAt: 'Received',
    },
    open: 'Open in the inbox',
    why: 'You get this email because you chose new submissions of this kind under Account in the admin area.',
    digest: 'Daily digest',
    digestLead: (count: number) =>
      count === 1
        ? '1 submission arrived in the last 24 hours.'
        : `${count} submissions arrived in the last 24 hours.`,
    digestEmpty: 'Nothing arrived in the last 24 hours.',
    digestWhy: 'You get this digest because you chose the daily digest under Account in the admin area.',
  },
} as const;

/**
 * Visitor text as it may stand in a subject or a list line: one line, bidirectional controls shown as markers, no
 * other control or format character, no MIME encoded word (`=?…?=`, which a mail program would decode into whatever
 * it hides), not too long.
 */
const oneLine = (text: string, max = 80) => {
  const line = withVisibleBidiControls(text)
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/=\?/g, '= ?')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * A visitor's value in the text part: bidirectional controls as markers, and every line of it indented, so nothing
 * a visitor writes can pass for a line of the e-mail's own (a link, the footer).
 */
const quoted = (value: string) =>
  withVisibleBidiControls(value)
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => `    ${line}`)
    .join('\n');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const dateTime = (iso: string, lang: 'de' | 'en') =>
  new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

/** The fields a submission's mail lists, in the form's order, with the recipient's labels. */
function fieldsOf(submission: InboxSubmission, lang: 'de' | 'en'): [string, string][] {
  const f = words[lang].fields;
  const rows: [string, string | null][] =
    submission.kind === 'support'
      ? [
          [f.name, submission.name],
          [f.email, submission.email],
          [f.company, submission.company],
          [f.message, submission.message],
        ]
      : [
          [f.name, submission.name],
          [f.companyOrOccupation, submission.company],
          [f.solutionUsed, submission.solutionUsed],
          [f.rating, submission.rating === null ? null : `${submission.rating} / 5`],
          [f.comment, submission.message],
        ];
  return [...rows, [f.receivedAt, dateTime(submission.receivedAt, lang)] as [string, string]].filter(
    (row): row is [string, string] => row[1] !== null && row[1] !== '',
  );
}

/**
 * The e-mail about one new submission: the subject names its kind and the sender's name; the body lists what they
 * sent and links to it in the inbox. No secret, no tracking: the link only opens the inbox for an admin who signs
 * in; visitor text is plain text in the text part and escaped in the HTML part.
 */
export function submissionMail(
  submission: InboxSubmission,
  lang: 'de' | 'en',
  siteUrl: string,
): ComposedMail {
  const w = words[lang];
  const heading = w[submission.kind];
  const subject = `${heading} ${w.from} ${oneLine(submission.name) || '—'}`;
  const link = `${siteUrl}/admin/submissions?open=${encodeURIComponent(submission.id)}`;
  const fields = fieldsOf(submission, lang);
  const text = [
    `${heading}`,
    '',
    ...fields.flatMap(([label, value]) => [`${label}:`, quoted(value)]),
    '',
    `${w.open}: ${link}`,
    '',
    '--',
    w.why,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: system-ui, sans-serif; line-height: 1.5">`,
    `<h1 style="font-size: 1.25rem">${escapeHtml(heading)}</h1>`,
    '<dl>',
    ...fields.map(
      ([label, value]) =>
        `<dt style="font-weight: 600">${escapeHtml(label)}</dt><dd style="margin: 0 0 .5rem; white-space: pre-wrap"><bdi>${escapeHtml(withVisibleBidiControls(value))}</bdi></dd>`,
    ),
    '</dl>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>`,
    `<p style="color: #555; font-size: .875rem">${escapeHtml(w.why)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The daily digest: how many arrived in the last 24 hours, each with its kind and sender, and the inbox link. */
export function digestMail(submissions: InboxSubmission[], lang: 'de' | 'en', siteUrl: string): ComposedMail {
  const w = words[lang];
  const subject = `${w.digest}: ${submissions.length}`;
  const link = `${siteUrl}/admin/submissions`;
  const lead = submissions.length === 0 ? w.digestEmpty : w.digestLead(submissions.length);
  const lines = submissions.map(
    (s) => `${w[s.kind]} ${w.from} ${oneLine(s.name) || '—'} (${dateTime(s.receivedAt, lang)})`,
  );
  const text = [lead, '', ...lines, '', `${w.open}: ${link}`, '', '--', w.digestWhy].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: system-ui, sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(lead)}</p>`,
    lines.length > 0 ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>`,
    `<p style="color: #555; font-size: .875rem">${escapeHtml(w.digestWhy)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
