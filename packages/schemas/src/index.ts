export {
  type AccountErrorCode,
  accountErrorCodes,
  contextSpecificWords,
  type Invitation,
  invitationAcceptanceSchema,
  invitationSchema,
  isAccountErrorCode,
  type NewAccount,
  newAccountSchema,
  roleChangeSchema,
  type PasswordChange,
  type PasswordContext,
  passwordChangeSchema,
  passwordLimits,
  reauthenticationSchema,
  recoveryCodeSchema,
  type SignIn,
  signInSchema,
  totpCodeSchema,
} from './adminAccount.ts';
export {
  type LoadedPasswordStrength,
  loadPasswordStrength,
  minimumPasswordScore,
  type PasswordEstimate,
  type PasswordFeedback,
  type PasswordFeedbackWords,
  type PasswordStrength,
  type PasswordSuggestion,
  type PasswordWarning,
} from './passwordStrength.ts';
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
export { hasVisibleCharacter } from './visitorText.ts';
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
  isProductErrorCode,
  type ProductErrorCode,
  type ProductField,
  type ProductFormValues,
  productErrorCodes,
  productErrorMessage,
  productErrorMessages,
  productFields,
  productLimits,
  productSchema,
  type ProductStatus,
  productStatuses,
} from './product.ts';
export {
  type ColorSchemeValues,
  colorSchemeLimits,
  colorSchemeSchema,
  newColorSchemeSchema,
  versionSchema,
} from './colorScheme.ts';
export {
  type Erasure,
  type ErasureBy,
  erasureBys,
  erasureSchema,
  type InboxFilter,
  inboxFilterSchema,
  type SpamReason,
  type SpamView,
  type SubmissionAction,
  type SubmissionKind,
  type SubmissionStatus,
  spamReasons,
  spamViews,
  submissionActions,
  submissionKinds,
  submissionStatuses,
} from './inbox.ts';
export { type AuditKind, auditKinds, type SystemActor, systemActors } from './audit.ts';
export type {
  ColorScheme,
  DeliveryStatus,
  InboxSubmission,
  Product,
  Publication,
  Versioned,
  Webhook,
  WebhookDelivery,
} from './records.ts';
export {
  type DeliveryOutcome,
  deliveryOutcomes,
  isDeliveryOutcome,
  isWebhookErrorCode,
  type WebhookErrorCode,
  type WebhookTargetRefusal,
  webhookErrorCodes,
  webhookTargetRefusals,
} from './webhook.ts';
export { defaultRetentionDays } from './retention.ts';
export {
  answerValueToken,
  type FormAnswer,
  type FormAnswerTemplate,
  type FormIslandProps,
  type FormNotice,
  formAnswerTemplateFile,
  formNotices,
  retryAfterToken,
} from './formAnswer.ts';
export {
  type AdminRole,
  adminRoles,
  defaultMailChoices,
  isAdminRole,
  type MailChoices,
  type MailChoicesInput,
  mailChoicesSchema,
} from './team.ts';
