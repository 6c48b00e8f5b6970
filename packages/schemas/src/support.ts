import { type InferType, object } from 'yup';
import { antiSpamShape } from './antiSpam.ts';
import { optionalText, requiredText } from './visitorText.ts';

export const supportLimits = { name: 100, email: 254, company: 150, message: 5000 } as const;

export const supportSchema = object({
  name: requiredText(supportLimits.name),
  email: requiredText(supportLimits.email).email('invalid_email'),
  company: optionalText(supportLimits.company),
  message: requiredText(supportLimits.message),
  ...antiSpamShape,
});

export type SupportMessage = InferType<typeof supportSchema>;
/** The visitor's answers, in form order (the anti-spam fields are not answers). */
export const supportFields = ['name', 'email', 'company', 'message'] as const;
export type SupportField = (typeof supportFields)[number];
