import { string } from 'yup';
import { atMostCharacters, isWellFormedText, nullAsAbsent, refuseCoercion, trimText } from './fieldError.ts';

/** A text field a visitor must fill in on the survey or support form: trimmed, well-formed, at most `max` characters. */
export const requiredText = (max: number) =>
  string()
    .transform(refuseCoercion('string'))
    .transform(trimText)
    .typeError('invalid_type')
    .test('well-formed', 'invalid_type', isWellFormedText)
    .required('required')
    .test('max', 'too_long', atMostCharacters(max));

/** A text field a visitor may leave empty (`null` counts as empty): trimmed, well-formed, at most `max` characters. */
export const optionalText = (max: number) =>
  string()
    .transform(refuseCoercion('string'))
    .transform(nullAsAbsent)
    .transform(trimText)
    .typeError('invalid_type')
    .test('well-formed', 'invalid_type', isWellFormedText)
    .optional()
    .test('max', 'too_long', atMostCharacters(max));
