import {
  type LoadedPasswordStrength,
  loadPasswordStrength,
  type PasswordContext,
  type PasswordFeedback,
} from '@site/schemas';
import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import { useCallback, useState } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { isAdminApiError } from '../adminApi';

/**
 * A form where someone chooses a password: its schema run with the strength estimator in yup's context, so the
 * form refuses what the API refuses (`weak_password`) and says why, in the estimator's words in the admin's
 * language. The estimator and its dictionaries (about 2.5 MB) load only when the password field is first focused.
 */
export interface NewPasswordCheck<Values extends FormikValues> {
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** Starts loading the estimator (once); the field calls it on focus. */
  load: () => void;
  strength: LoadedPasswordStrength | undefined;
  /** Why the password was last refused as weak (by the form or by the server). */
  feedback: PasswordFeedback | undefined;
  /** Takes the server's feedback from a refusal, if it carries one. */
  heardFromServer: (error: unknown) => void;
}

export function useNewPasswordCheck<Values extends FormikValues>(
  schema: ObjectSchema<AnyObject>,
  email?: string,
): NewPasswordCheck<Values> {
  const [strength, setStrength] = useState<LoadedPasswordStrength>();
  const [feedback, setFeedback] = useState<PasswordFeedback>();
  const load = useCallback(() => {
    // A failed load leaves the check to the server, which answers with the same code and feedback.
    loadPasswordStrength().then(setStrength, () => undefined);
  }, []);
  const validate = useCallback(
    async (values: Values) => {
      let weak: PasswordFeedback | undefined;
      const context: PasswordContext & FormikValues = {
        ...values,
        ...(email === undefined ? {} : { email }),
        passwordStrength: strength?.estimate,
        onWeakPassword: (heard) => {
          weak = heard;
        },
      };
      try {
        await validateYupSchema(values, schema, false, context);
        setFeedback(undefined);
        return {};
      } catch (error) {
        setFeedback(weak);
        return yupToFormErrors<Values>(error);
      }
    },
    [schema, email, strength],
  );
  const heardFromServer = useCallback(
    (error: unknown) => {
      if (!isAdminApiError(error, 'invalid_fields')) return;
      const heard = error.body.error?.passwordFeedback;
      if (heard) {
        setFeedback(heard);
        load();
      }
    },
    [load],
  );
  return { validate, load, strength, feedback, heardFromServer };
}

/** What the password field needs of a check, whatever the form's values. */
export type PasswordFieldCheck = Pick<NewPasswordCheck<FormikValues>, 'load' | 'strength' | 'feedback'>;

/** The estimator's feedback as one sentence or more in the admin's language (empty until its words have loaded). */
export function feedbackText(check: PasswordFieldCheck, lang: 'de' | 'en'): string {
  const { feedback, strength } = check;
  if (!feedback || !strength) return '';
  const words = strength.words[lang];
  return [
    ...(feedback.warning ? [words.warnings[feedback.warning]] : []),
    ...feedback.suggestions.map((suggestion) => words.suggestions[suggestion]),
  ].join(' ');
}
