import type { AdminRole } from '@site/schemas';
import type { ComposedMail } from './compose.ts';

const roleNames = {
  de: { owner: 'Inhaber:in', editor: 'Redaktion', support: 'Support' },
  en: { owner: 'Owner', editor: 'Editor', support: 'Support' },
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The invitation's e-mail: what the link is for, the role, how long it works; the link is the only secret in it. */
export function invitationMail(
  link: string,
  role: AdminRole,
  lang: 'de' | 'en',
  hours: number,
): ComposedMail {
  const words =
    lang === 'de'
      ? {
          subject: 'Einladung in den Admin-Bereich',
          lead: `Sie wurden als ${roleNames.de[role]} in den Admin-Bereich eingeladen.`,
          action: 'Passwort und zweiten Faktor festlegen',
          validity: `Der Link funktioniert einmal und ${hours} Stunden lang.`,
          unexpected: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.',
        }
      : {
          subject: 'Invitation to the admin area',
          lead: `You were invited to the admin area as ${roleNames.en[role]}.`,
          action: 'Set your password and second factor',
          validity: `The link works once, for ${hours} hours.`,
          unexpected: 'If you did not expect this invitation, ignore this email.',
        };
  return {
    subject: words.subject,
    text: [words.lead, '', `${words.action}: ${link}`, '', words.validity, words.unexpected].join('\n'),
    html: [
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>`,
      '<body style="font-family: system-ui, sans-serif; line-height: 1.5">',
      `<p>${escapeHtml(words.lead)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
      `<p>${escapeHtml(words.validity)} ${escapeHtml(words.unexpected)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
