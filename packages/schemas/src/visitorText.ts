import { string } from 'yup';
import { atMostCharacters, isWellFormedText, nullAsAbsent, refuseCoercion, trimText } from './fieldError.ts';

/** Anything but spaces, invisible format characters (zero-width space, direction marks) and control characters. */
const visibleCharacter = /[^\p{White_Space}\p{Cf}\p{Cc}]/u;

/** Whether text shows anything: a required field of only zero-width or direction marks counts as empty. */
export const hasVisibleCharacter = (value: string) => visibleCharacter.test(value);

/**
 * A text field a visitor must fill in on the survey or support form: trimmed, well-formed, at most `max` characters.
 * Text with nothing visible in it (only zero-width or direction marks) counts as empty.
 */
export const requiredText = (max: number) =>
  string()
    .transform(refuseCoercion('string'))
    .transform(trimText)
    .typeError('invalid_type')
    .test('well-formed', 'invalid_type', isWellFormedText)
    .required('required')
    .test('visible', 'required', (value) => value === undefined || hasVisibleCharacter(value))
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
