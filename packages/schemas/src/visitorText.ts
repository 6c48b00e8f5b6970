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

/**
 * Unicode's bidirectional controls: the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069)
 * and the marks (LRM U+200E, RLM U+200F, ALM U+061C). In a visitor's text they are invisible and reorder what
 * follows ("Trojan Source": `U+202E` makes `gpj.exe` read as `exe.jpg`), so the inbox and the e-mails about a
 * submission show each as its code point.
 */
export const bidiControls = /([\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069])/u;

/** The marker a control is shown as, in text and in names for assistive technology alike. */
export const bidiControlMarker = (control: string) =>
  `⟨U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`;

/** Visitor text for a place that takes only a string (a title, an accessible name, an e-mail): controls as markers. */
export function withVisibleBidiControls(text: string): string {
  return text
    .split(bidiControls)
    .map((part, index) => (index % 2 === 1 ? bidiControlMarker(part) : part))
    .join('');
}
