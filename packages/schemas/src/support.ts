import { type InferType, object, string } from 'yup';
import { antiSpamShape } from './antiSpam.ts';
import { isWellFormedText, nullAsAbsent, refuseCoercion, trimText } from './fieldError.ts';

export const supportLimits = { name: 100, email: 254, company: 150, message: 5000 } as const;

const requiredText = (max: number) =>
  string()
    .transform(refuseCoercion('string'))
    .transform(trimText)
    .typeError('invalid_type')
    .test('well-formed', 'invalid_type', isWellFormedText)
    .required('required')
    .max(max, 'too_long');

export const supportSchema = object({
  name: requiredText(supportLimits.name),
  email: requiredText(supportLimits.email).email('invalid_email'),
  company: string()
    .transform(refuseCoercion('string'))
    .transform(nullAsAbsent)
    .transform(trimText)
    .typeError('invalid_type')
    .test('well-formed', 'invalid_type', isWellFormedText)
    .optional()
    .max(supportLimits.company, 'too_long'),
  message: requiredText(supportLimits.message),
  ...antiSpamShape,
});

export type SupportMessage = InferType<typeof supportSchema>;
/** The visitor's answers, in form order (the anti-spam fields are not answers). */
export const supportFields = ['name', 'email', 'company', 'message'] as const;
export type SupportField = (typeof supportFields)[number];
