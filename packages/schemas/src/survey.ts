import { type InferType, number, object, string } from 'yup';
import { antiSpamShape } from './antiSpam.ts';
import { refuseCoercion } from './fieldError.ts';
import { optionalText, requiredText } from './visitorText.ts';

/** The offers a visitor can say they used, in the order the survey's select lists them. */
export const solutionIds = [
  'sophie',
  'nova',
  'marcus-storm',
  'fuel',
  'quantum-evolution',
  'master-wu',
  'integrated-solutions',
] as const;
export type SolutionId = (typeof solutionIds)[number];

export const surveyLimits = {
  name: 100,
  companyOrOccupation: 150,
  comment: 2000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

export const surveySchema = object({
  name: requiredText(surveyLimits.name),
  companyOrOccupation: optionalText(surveyLimits.companyOrOccupation),
  solutionUsed: string()
    .transform(refuseCoercion('string'))
    // The select's "Please select" placeholder submits '', which is a missing answer, not a wrong one.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .typeError('invalid_type')
    .required('required')
    .oneOf(solutionIds, 'invalid_choice'),
  comment: optionalText(surveyLimits.comment),
  // The form's star rating starts at 0 ("nothing chosen yet"), so 0 means missing rather than out of range.
  rating: number()
    .transform(refuseCoercion('number'))
    .transform((value: unknown) => (value === 0 ? undefined : value))
    .typeError('invalid_type')
    .required('required')
    .integer('out_of_range')
    .min(surveyLimits.ratingMin, 'out_of_range')
    .max(surveyLimits.ratingMax, 'out_of_range'),
  ...antiSpamShape,
});

export type SurveySubmission = InferType<typeof surveySchema>;
/** The visitor's answers, in form order (the anti-spam fields are not answers). */
export const surveyFields = ['name', 'companyOrOccupation', 'solutionUsed', 'comment', 'rating'] as const;
export type SurveyField = (typeof surveyFields)[number];
