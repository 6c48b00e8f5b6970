import { string } from 'yup';
import { nullAsAbsent, refuseCoercion } from './fieldError.ts';

/** Languages a submission can be tagged with; the API falls back to `Accept-Language`. */
export const submissionLangs = ['de', 'en'] as const;
export type SubmissionLang = (typeof submissionLangs)[number];

/**
 * Fields the forms send alongside the visitor's answers so the API can tell people from bots without a
 * CAPTCHA: `website` is a honeypot input hidden from people, `lang` the page's language. They are checked for
 * type here; the API keeps them out of the stored answers (yup's `strip()` would also skip their validation, so it
 * is not used). How long the form was open is not the client's to say: the server measures it from the time its
 * page was shown (a signed cookie, api/src/submissions/formStarted.ts); a `fillTimeMs` a client still sends is an
 * unknown key, dropped.
 */
export const antiSpamShape = {
  website: string()
    .transform(refuseCoercion('string'))
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

export const antiSpamFields = ['website', 'lang'] as const;
export type AntiSpamField = (typeof antiSpamFields)[number];
