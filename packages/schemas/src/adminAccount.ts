import { type InferType, object, string } from 'yup';
import { adminRoles } from './team.ts';
import {
  atLeastCharacters,
  atMostCharacters,
  isWellFormedText,
  refuseCoercion,
  trimText,
} from './fieldError.ts';
import { minimumPasswordScore, type PasswordFeedback, type PasswordStrength } from './passwordStrength.ts';

/**
 * Admin sign-in and account forms. Like the visitor forms they report codes, which the admin screens turn into
 * German or English text; the API answers with the same codes.
 */
export const accountErrorCodes = [
  'required',
  'invalid_email',
  'too_short',
  'too_long',
  'common_password',
  'personal_password',
  'weak_password',
  'invalid_code',
  'incorrect_password',
  'same_password',
  'invalid_type',
] as const;
export type AccountErrorCode = (typeof accountErrorCodes)[number];

export function isAccountErrorCode(value: unknown): value is AccountErrorCode {
  return typeof value === 'string' && (accountErrorCodes as readonly string[]).includes(value);
}

/**
 * ASVS 5.0 6.2.1/6.2.9: at least 12 characters, at least 64 allowed (128 here), no composition rules, counted in
 * characters the way a person counts them (an emoji is one), never truncated or trimmed.
 */
export const passwordLimits = { min: 12, max: 128, email: 254 } as const;

/** Longest password the sign-in form accepts: more is refused before hashing, so nobody can make argon2 hash megabytes. */
const signInPasswordMax = 1024;

/**
 * What a new password is checked with beyond its length: passed in as yup's context, since both are large.
 * `isCommonPassword` (the server's list of common passwords) only the server passes; the admin forms check
 * everything else at once and show the server's `common_password` when it answers with it. `passwordStrength`
 * (`loadPasswordStrength()`) both pass once it has loaded; a password it scores below `minimumPasswordScore` is
 * refused as `weak_password`, and `onWeakPassword` hears why, so the answer can carry the estimator's feedback.
 */
export interface PasswordContext {
  isCommonPassword?: (password: string) => boolean;
  passwordStrength?: PasswordStrength;
  onWeakPassword?: (feedback: PasswordFeedback) => void;
  /** The account's email, which a password must not contain. */
  email?: string;
}

/**
 * ASVS 5.0 6.1.2/6.2.11: words an attacker guesses first for this site. A password that contains one, or the
 * part of the admin's own email before the @, is refused as `personal_password`.
 */
export const contextSpecificWords = ['smoadmin', 'smoexcellence', 'adminpanel', 'adminsmo'] as const;

/** What an attacker who targets this site and this admin tries first: the estimator counts them as known words. */
function knownWords(email: unknown): string[] {
  const address = typeof email === 'string' ? email.toLowerCase() : '';
  return [...contextSpecificWords, 'smo', ...(address ? [address, ...address.split(/[@.+_-]+/)] : [])].filter(
    (word) => word.length >= 3,
  );
}

function containsContextWord(password: string, email: unknown): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const local =
    typeof email === 'string'
      ? email
          .toLowerCase()
          .split('@')[0]!
          .replace(/[^\p{L}\p{N}]+/gu, '')
      : '';
  if (local.length >= 3 && letters.includes(local)) return true;
  return contextSpecificWords.some((word) => letters.includes(word));
}

const email = () =>
  string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .transform(trimText)
    .required('required')
    .max(passwordLimits.email, 'too_long')
    .email('invalid_email');

/**
 * A password as typed, never trimmed. Half a surrogate pair or NUL is refused (`invalid_type`): the hash is taken
 * over UTF-8, where every lone surrogate becomes U+FFFD, so different such passwords would open the same account.
 */
const password = () =>
  string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .required('required')
    .test('well-formed', 'invalid_type', isWellFormedText);

/** A password someone is choosing: the policy applies. */
const newPassword = () =>
  password()
    .test('min', 'too_short', atLeastCharacters(passwordLimits.min))
    .test('max', 'too_long', atMostCharacters(passwordLimits.max))
    .test('common', 'common_password', (value, { options }) => {
      const check = (options.context as PasswordContext | undefined)?.isCommonPassword;
      return !value || !check?.(value);
    })
    .test('personal', 'personal_password', function notPersonal(value) {
      const accountEmail =
        (this.parent as { email?: unknown }).email ?? (this.options.context as PasswordContext)?.email;
      return !value || !containsContextWord(value, accountEmail);
    })
    .test('strength', 'weak_password', function strongEnough(value) {
      const context = this.options.context as PasswordContext | undefined;
      // A password refused for its length is not estimated (zxcvbn's time grows with the length).
      if (!value || !context?.passwordStrength || !atMostCharacters(passwordLimits.max)(value)) return true;
      const accountEmail = (this.parent as { email?: unknown }).email ?? context.email;
      const { score, feedback } = context.passwordStrength(value, knownWords(accountEmail));
      if (score >= minimumPasswordScore) return true;
      context.onWeakPassword?.(feedback);
      return false;
    });

/** The first admin, from the one-time setup link (an owner). */
export const newAccountSchema = object({ email: email(), password: newPassword() });
export type NewAccount = InferType<typeof newAccountSchema>;

const role = () =>
  string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .required('required')
    .oneOf(adminRoles, 'invalid_choice');

/** An owner invites someone: the address the link is for, their role, the language of the invitation. */
export const invitationSchema = object({
  email: email(),
  role: role(),
  lang: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .required('required')
    .oneOf(['de', 'en'] as const, 'invalid_choice'),
});
export type Invitation = InferType<typeof invitationSchema>;

/** The invitee sets their password (the address is the invitation's); the second factor follows. */
export const invitationAcceptanceSchema = object({ password: newPassword() });

/** An admin an owner adds with a password and a role (the one-time invitation is the other way). */
export const addedAccountSchema = object({ email: email(), password: newPassword(), role: role() });
export type AddedAccount = InferType<typeof addedAccountSchema>;

/** An owner gives an admin another role. */
export const roleChangeSchema = object({ role: role() });

/** A password someone enters to prove who they are: only its length is bounded. */
const enteredPassword = () => password().max(signInPasswordMax, 'too_long');

export const signInSchema = object({
  email: email(),
  password: enteredPassword(),
});
export type SignIn = InferType<typeof signInSchema>;

export const passwordChangeSchema = object({
  currentPassword: enteredPassword(),
  // A "change" to the same password would change nothing, yet end every other session.
  newPassword: newPassword().test('different', 'same_password', function differs(value) {
    return !value || value !== (this.parent as { currentPassword?: unknown }).currentPassword;
  }),
});
export type PasswordChange = InferType<typeof passwordChangeSchema>;

/** A password confirming who is at the keyboard before a sensitive change. */
export const reauthenticationSchema = object({
  password: enteredPassword(),
});

/** Six digits from the authenticator app; spaces people type between groups are ignored. */
export const totpCodeSchema = object({
  code: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required('required')
    .matches(/^\d{6}$/, 'invalid_code'),
});

/** A one-time recovery code as shown at enrolment (`xxxxxx-xxxxxx-xxxxxx-xxxxxx`); case and dashes are forgiven. */
export const recoveryCodeSchema = object({
  recoveryCode: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .transform((value: unknown) =>
      typeof value === 'string' ? value.replace(/[\s-]+/g, '').toLowerCase() : value,
    )
    .required('required')
    .matches(/^[a-z2-7]{24}$/, 'invalid_code'),
});
