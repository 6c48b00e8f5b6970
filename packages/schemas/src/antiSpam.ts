import { number, string } from 'yup';
import { nullAsAbsent, refuseCoercion } from './fieldError.ts';

/** Languages a submission can be tagged with; the API falls back to `Accept-Language`. */
export const submissionLangs = ['de', 'en'] as const;
export type SubmissionLang = (typeof submissionLangs)[number];

/**
 * Fields the forms send alongside the visitor's answers so the API can tell people from bots without a
 * CAPTCHA: `website` is a honeypot input hidden from people, `fillTimeMs` how long the form was open before it
 * was sent (measured with the page's monotonic clock, so a visitor's wrong wall clock cannot make a person look
 * like a bot), `lang` the page's language. They are checked for type here; the API keeps them out of
 * the stored answers (yup's `strip()` would also skip their validation, so it is not used).
 */
export const antiSpamShape = {
  website: string()
    .transform(refuseCoercion('string'))
    .transform(nullAsAbsent)
    .typeError('invalid_type')
    .optional(),
  fillTimeMs: number()
    .transform(refuseCoercion('number'))
    .transform(nullAsAbsent)
    .typeError('invalid_type')
    .optional(),
  lang: string()
    .transform(refuseCoercion('string'))
    .transform(nullAsAbsent)
    .typeError('invalid_type')
    .optional()
    .oneOf(submissionLangs, 'invalid_choice'),
};

export const antiSpamFields = ['website', 'fillTimeMs', 'lang'] as const;
export type AntiSpamField = (typeof antiSpamFields)[number];
