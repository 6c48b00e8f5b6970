import { type InferType, number, object, string } from 'yup';
import { atMostCharacters, isWellFormedText, refuseCoercion, trimText } from './fieldError.ts';

export const colorSchemeLimits = { nameMax: 50, idMax: 40 } as const;

const hexColorPattern = /^#[0-9A-Fa-f]{6}$/;

/** A Color Manager entry: a name and a base colour; the palettes are always computed from the colour. */
export const colorSchemeSchema = object({
  name: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .transform(trimText)
    .test('well-formed', 'invalid_type', isWellFormedText)
    .required('required')
    .test('max', 'too_long', atMostCharacters(colorSchemeLimits.nameMax)),
  baseColor: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .required('required')
    .matches(hexColorPattern, { message: 'invalid_color', excludeEmptyString: true }),
});
export type ColorSchemeValues = InferType<typeof colorSchemeSchema>;

/** A new entry also names its id, the word its CSS class and the live pages use (`sophie`, `markus`). */
export const newColorSchemeSchema = colorSchemeSchema.shape({
  id: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .required('required')
    .matches(/^[a-z][a-z0-9-]{1,39}$/, 'invalid_choice'),
});

/** The version a change was made to; a stale one is refused with 409. */
export const versionSchema = object({
  version: number()
    .transform(refuseCoercion('number'))
    .typeError('invalid_type')
    .required('required')
    .integer('invalid_type')
    .min(1, 'invalid_type'),
});
