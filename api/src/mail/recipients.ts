import {
  type AdminRole,
  defaultMailChoices,
  type MailChoices,
  roleMay,
  type SubmissionKind,
} from '@site/schemas';

/** An admin as the mail outbox sees them: where to write, in which language, their role and what they chose. */
export interface Subscriber {
  email: string;
  lang: 'de' | 'en';
  role: AdminRole;
  choices: MailChoices;
}

/** Who may be e-mailed what visitors send: the roles that may read the inbox (an editor sees no submission). */
export const mayReadSubmissions = (role: AdminRole) => roleMay(role, 'inbox');

export interface MailRecipient {
  email: string;
  lang: 'de' | 'en';
}

/**
 * Who is e-mailed about a new submission of `kind`: each admin who chose that kind and whose role may read the
 * inbox (a choice kept from an earlier role does not count), and `NOTIFY_EMAIL` (written
 * in German, the site's first language) unless it is one of theirs already. Addresses are compared without case.
 */
export function submissionRecipients(
  kind: SubmissionKind,
  subscribers: Subscriber[],
  notifyEmail: string | undefined,
): MailRecipient[] {
  const chosen = subscribers
    .filter((admin) => mayReadSubmissions(admin.role) && admin.choices[kind])
    .map((admin) => ({ email: admin.email, lang: admin.lang }));
  if (notifyEmail && !chosen.some((r) => r.email.toLowerCase() === notifyEmail.toLowerCase()))
    chosen.push({ email: notifyEmail, lang: 'de' });
  return chosen;
}

/** An admin row's choices: what they stored, or their role's default. */
export const choicesOf = (role: Parameters<typeof defaultMailChoices>[0], stored: MailChoices | null) =>
  stored ?? defaultMailChoices(role);
