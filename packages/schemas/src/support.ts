import { type InferType, object } from 'yup';
import { antiSpamShape } from './antiSpam.ts';
import { optionalText, requiredText } from './visitorText.ts';

export const supportLimits = { name: 100, email: 254, company: 150, message: 5000 } as const;

/**
 * Characters an address may hold by the email grammar but that a `mailto:` link reads as its own syntax: `?` starts
 * the header fields (`subject`, `body`, `cc`), `&` and `=` separate them, `#` starts a fragment and `%` an escape.
 * `x?subject=…&body=…@example.com` is a valid address to yup and a link with someone else's words to a mail
 * program, so the reply address must be a plain one (code `email_characters`).
 */
const mailtoSyntax = /[?&=#%]/;
const isPlainEmailAddress = (value: string | undefined) => value === undefined || !mailtoSyntax.test(value);

export const supportSchema = object({
  name: requiredText(supportLimits.name),
  email: requiredText(supportLimits.email)
    .email('invalid_email')
    .test('plain', 'email_characters', isPlainEmailAddress),
  company: optionalText(supportLimits.company),
  message: requiredText(supportLimits.message),
  ...antiSpamShape,
});

export type SupportMessage = InferType<typeof supportSchema>;
/** The visitor's answers, in form order (the anti-spam fields are not answers). */
export const supportFields = ['name', 'email', 'company', 'message'] as const;
export type SupportField = (typeof supportFields)[number];
