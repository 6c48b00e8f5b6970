import { beforeAll, describe, expect, it } from 'vitest';
import { type PasswordContext, newAccountSchema, passwordChangeSchema } from './adminAccount.ts';
import { isAccountErrorCode, validateFields } from './index.ts';
import {
  type LoadedPasswordStrength,
  loadPasswordStrength,
  type PasswordFeedback,
} from './passwordStrength.ts';

let strength: LoadedPasswordStrength;
beforeAll(async () => {
  strength = await loadPasswordStrength();
}, 60_000);

/** The schema as the API and the forms run it: with the estimator, hearing why a password was weak. */
function check(
  schema: typeof newAccountSchema | typeof passwordChangeSchema,
  input: Record<string, unknown>,
) {
  let feedback: PasswordFeedback | undefined;
  const context: PasswordContext = {
    passwordStrength: strength.estimate,
    onWeakPassword: (heard) => {
      feedback = heard;
    },
    email: 'ada@example.com',
  };
  const result = validateFields(schema, input, { context, isCode: isAccountErrorCode });
  return { fields: result.ok ? {} : result.fields, feedback };
}

describe('the password strength rule', () => {
  it('refuses what the estimator scores below 3, with its warning and suggestions as keys', () => {
    expect(check(newAccountSchema, { email: 'grace@example.com', password: 'Lebensversicherung' })).toEqual({
      fields: { password: 'weak_password' },
      feedback: { warning: 'wordByItself', suggestions: ['anotherWord', 'capitalization'] },
    });
    expect(check(passwordChangeSchema, { currentPassword: 'x', newPassword: 'hunter2hunter2' })).toEqual({
      fields: { newPassword: 'weak_password' },
      feedback: { warning: 'extendedRepeat', suggestions: ['anotherWord', 'repeated'] },
    });
  });

  it('knows German words and names as well as English ones', () => {
    for (const password of ['Donnerstagabend', 'Kindergarten!!', 'Schmetterling1'])
      expect(check(newAccountSchema, { email: 'grace@example.com', password }).fields, password).toEqual({
        password: 'weak_password',
      });
  });

  it('counts the parts of the admin’s own email as known to an attacker', () => {
    const password = 'zwackelmann1990';
    expect(strength.estimate(password, []).score).toBe(4);
    expect(check(newAccountSchema, { email: 'k.zwackelmann@botanik.example', password })).toEqual({
      fields: { password: 'weak_password' },
      feedback: { warning: 'userInputs', suggestions: ['anotherWord'] },
    });
  });

  it('takes a few unrelated words, as the form’s help advises', () => {
    for (const password of [
      'correct horse battery staple',
      'quiet lantern orchard seventy',
      'Blaue Tasse kalter Kaffee',
    ])
      expect(check(newAccountSchema, { email: 'grace@example.com', password }), password).toEqual({
        fields: {},
        feedback: undefined,
      });
  });

  it('has the words for every warning and suggestion in German and English', () => {
    for (const lang of ['de', 'en'] as const) {
      expect(Object.keys(strength.words[lang].warnings).sort()).toEqual(
        Object.keys(strength.words.en.warnings).sort(),
      );
      for (const text of [
        ...Object.values(strength.words[lang].warnings),
        ...Object.values(strength.words[lang].suggestions),
      ])
        expect(text.trim()).not.toBe('');
    }
  });
});
