export {
  type AntiSpamField,
  antiSpamFields,
  antiSpamShape,
  type SubmissionLang,
  submissionLangs,
} from './antiSpam.ts';
export {
  type FieldErrorCode,
  type FieldErrors,
  fieldErrorCodes,
  isFieldErrorCode,
  isPlainObject,
  isWellFormedText,
  type Validation,
  validateFields,
} from './fieldError.ts';
export {
  type SupportField,
  type SupportMessage,
  supportFields,
  supportLimits,
  supportSchema,
} from './support.ts';
export {
  type SolutionId,
  type SurveyField,
  type SurveySubmission,
  solutionIds,
  surveyFields,
  surveyLimits,
  surveySchema,
} from './survey.ts';
export {
  defaultProductColor,
  type ProductFormValues,
  productLimits,
  productMessages,
  productSchema,
  type ProductStatus,
  productStatuses,
} from './product.ts';
