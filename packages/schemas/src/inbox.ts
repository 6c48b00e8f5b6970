import { type InferType, number, object, string } from 'yup';
import { characterCount, isWellFormedText, refuseCoercion, trimText } from './fieldError.ts';
import { supportLimits } from './support.ts';
import { solutionIds, surveyLimits } from './survey.ts';

export const submissionKinds = ['survey', 'support'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

export const submissionStatuses = ['new', 'read', 'archived'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** Why a submission is in the spam folder: a filled honeypot, a form sent too fast, or an admin's decision. */
export const spamReasons = ['honeypot', 'fill_time', 'marked', 'unknown'] as const;
export type SpamReason = (typeof spamReasons)[number];

/** Inbox, spam folder, or both. */
export const spamViews = ['exclude', 'only', 'include'] as const;
export type SpamView = (typeof spamViews)[number];

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const optionalChoice = <T extends string>(choices: readonly T[]) =>
  string<T>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...choices, undefined], 'invalid_choice')
    .optional();

/** A day that exists: `Date` would read 2026-02-31 as the 3rd of March. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDate = () =>
  string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(datePattern, { message: 'invalid_type', excludeEmptyString: true })
    .test('date', 'invalid_type', (value) => value === undefined || isCalendarDate(value))
    .optional();

/**
 * The inbox's filters and search, as they stand in the URL (`/admin/submissions?kind=survey&q=müller`), so a
 * view can be bookmarked and shared. The router validates the URL with this schema and the API its query string.
 */
export const inboxFilterSchema = object({
  kind: optionalChoice(submissionKinds),
  status: optionalChoice(submissionStatuses),
  spam: optionalChoice(spamViews),
  from: optionalDate(),
  to: optionalDate(),
  solution: optionalChoice(solutionIds),
  rating: number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError('invalid_type')
    .integer('invalid_type')
    .min(1, 'out_of_range')
    .max(5, 'out_of_range')
    .optional(),
  q: string().trim().max(200, 'too_long').test('well-formed', 'invalid_type', isWellFormedText).optional(),
});
export type InboxFilter = InferType<typeof inboxFilterSchema>;

/** Bulk and single actions on submissions. */
export const submissionActions = ['read', 'unread', 'archive', 'spam', 'not_spam', 'delete'] as const;
export type SubmissionAction = (typeof submissionActions)[number];

/** GDPR erasure: everything from one email address (support messages) or one name (survey answers). */
export const erasureBys = ['email', 'name'] as const;
export type ErasureBy = (typeof erasureBys)[number];

const anEmail = string().email();
/** As long as the field it is looked up in may be. */
const erasureValueMax: Record<ErasureBy, number> = { email: supportLimits.email, name: surveyLimits.name };

/** The erasure form, and the API's preview (query string) and erasure (body): whose submissions go. */
export const erasureSchema = object({
  by: string<ErasureBy>()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .required('required')
    .oneOf(erasureBys, 'invalid_choice'),
  value: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .transform(trimText)
    .test('well-formed', 'invalid_type', isWellFormedText)
    .required('required')
    .test(
      'email',
      'invalid_email',
      (value, { parent }) => parent.by !== 'email' || anEmail.isValidSync(value),
    )
    .test('max', 'too_long', (value, { parent }) => {
      // An unknown `by` is its own error: the value has no limit to be held to then.
      const by = erasureBys.find((known) => known === parent.by);
      return value === undefined || by === undefined || characterCount(value) <= erasureValueMax[by];
    }),
});
export type Erasure = InferType<typeof erasureSchema>;
