import { type ContentField, contentErrorCodes, fieldErrorCodes } from '@site/schemas';
import type { Lang } from '@site/paths';
import type { ContentT } from './contentMessages';
import { type CopyPath, type LabelStep, labelSteps } from './copyTree';
import { fieldLabel } from './fieldLabels';

/** One step of a field's name in the admin's language: "Title", "Cards: item 2". */
export function stepName(step: LabelStep, lang: Lang, t: ContentT): string {
  const label = fieldLabel(step.key, lang);
  return 'item' in step ? t('field.item', { list: label, n: step.item }) : label;
}

/** A field's whole name, from the page down: "Responsibility › Cards: item 2 › Title". */
export function fieldTrail(root: ContentField, path: CopyPath, lang: Lang, t: ContentT): string {
  return labelSteps(root, path)
    .map((step) => stepName(step, lang, t))
    .join(' › ');
}

/**
 * What the editor says beside a field the schema refused, by the schema's code (the API answers with the same
 * codes), with the field's own limits filled in.
 */
export function copyErrorMessage(code: string, field: ContentField | undefined, t: ContentT): string {
  switch (code) {
    case 'required':
      return t(field?.kind === 'number' ? 'fieldError.requiredNumber' : 'fieldError.required');
    case 'too_long':
      return t('fieldError.too_long', { max: field && 'maxLength' in field ? field.maxLength : '' });
    case 'invalid_type':
      return t(
        field?.kind === 'number' && field.integer ? 'fieldError.invalid_integer' : 'fieldError.invalid_type',
      );
    case 'too_few':
    case 'too_many':
    case 'out_of_range':
      return t(`fieldError.${code}`, {
        min: field && 'min' in field ? field.min : '',
        max: field && 'max' in field ? field.max : '',
      });
    case 'missing_placeholder':
      return t('fieldError.missing_placeholder', {
        placeholders: field?.kind === 'text' ? (field.placeholders ?? []).join(' ') : '',
      });
    case 'invalid_link':
    case 'invalid_choice':
    case 'languages_differ':
    case 'unknown_field':
      return t(`fieldError.${code}`);
    default:
      return t('error.generic', { code });
  }
}

/** The codes the copy's schema refuses a field with (`pageCopySchema`): the forms' and the copy's own. */
const copyErrorCodes = new Set<string>([...fieldErrorCodes, ...contentErrorCodes]);

/**
 * The schema's code for a field, if Formik holds one there. Formik reads errors by path, so under a list refused
 * as a whole (`languages_differ`) an item's path would read a letter of that code: only whole codes count.
 */
export function copyErrorCode(error: unknown): string | undefined {
  return typeof error === 'string' && copyErrorCodes.has(error) ? error : undefined;
}
