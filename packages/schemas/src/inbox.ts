import { type InferType, number, object, string } from 'yup';
import { solutionIds } from './survey.ts';

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

const optionalDate = () =>
  string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(datePattern, { message: 'invalid_type', excludeEmptyString: true })
    .test('date', 'invalid_type', (value) => value === undefined || !Number.isNaN(Date.parse(value)))
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
  q: string().trim().max(200, 'too_long').optional(),
});
export type InboxFilter = InferType<typeof inboxFilterSchema>;

/** Bulk and single actions on submissions. */
export const submissionActions = ['read', 'unread', 'archive', 'spam', 'not_spam', 'delete'] as const;
export type SubmissionAction = (typeof submissionActions)[number];
