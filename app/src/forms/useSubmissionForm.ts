import { type FieldErrors, type FormAnswer, type FormNotice, validateFields } from '@site/schemas';
import { type FormikErrors, type FormikTouched, type FormikValues, useFormik } from 'formik';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import type { Lang } from '../i18n/lang';
import { focusField, type FormStatus } from './fields';
import { firstInvalidField, IdempotencyKeeper, postSubmission, submissionBody } from './submission';

export interface SubmissionFormOptions<Values extends FormikValues, Field extends keyof Values & string> {
  endpoint: '/api/survey' | '/api/support';
  schema: ObjectSchema<AnyObject>;
  /** The visitor's fields in form order. */
  fields: readonly Field[];
  initialValues: Values;
  /**
   * The server's answer to this form sent without script (the page came back with it): the form starts from the
   * visitor's values, with the server's messages and its notice, as the server rendered it.
   */
  answer?: FormAnswer | undefined;
  /** The visitor's values in the answer, as this form holds them (a rating as a number). */
  valuesFromAnswer: (values: Record<string, string>) => Values;
  lang: Lang;
  /** A required answer is missing; nothing was sent. */
  onMissingRequired: () => void;
  onStored: () => void;
  onFailed: () => void;
}

/** Formik errors hold the schema's codes; they are worded by the field adapter. */
function validateWith(schema: ObjectSchema<AnyObject>) {
  return <Values extends FormikValues>(values: Values): FormikErrors<Values> => {
    const result = validateFields(schema, values);
    return result.ok ? {} : (result.fields as FormikErrors<Values>);
  };
}

/**
 * Shared behaviour of the public forms: validate with the shared schema, send nothing when invalid, post once per
 * filled form (idempotency key), keep values on failure, map server field errors inline.
 */
export function useSubmissionForm<Values extends FormikValues, Field extends keyof Values & string>(
  options: SubmissionFormOptions<Values, Field>,
) {
  const { endpoint, schema, fields, lang } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const keeper = useRef<IdempotencyKeeper | null>(null);
  // A synchronous guard: Formik's isSubmitting only disables the button after a re-render, which a fast double
  // click beats.
  const busy = useRef(false);
  /**
   * Whether the click under way on the submit button is the second (or a later) click of a double click. That
   * click is the same wish as the first: when the first was answered before it came (a fast server), it sent the
   * just-cleared form again, and "fill in every required field" replaced "message sent".
   */
  const repeatedClick = useRef(false);
  const handleClickCapture = (event: MouseEvent<HTMLFormElement>) => {
    if (event.detail < 2 || !(event.target as Element).closest('button[type="submit"]')) return;
    repeatedClick.current = true;
    // The form's submit event comes within this click; anything after it is a press of its own.
    setTimeout(() => {
      repeatedClick.current = false;
    }, 0);
  };

  const { answer } = options;
  /** The notice the server's answer put at the top of the form, until the visitor sends it again. */
  const [notice, setNotice] = useState<{ kind: FormNotice; retryAfterSeconds?: number } | undefined>(
    answer?.notice && {
      kind: answer.notice,
      ...(answer.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: answer.retryAfterSeconds }),
    },
  );
  const formik = useFormik<Values>({
    initialValues: answer ? options.valuesFromAnswer(answer.values) : options.initialValues,
    initialStatus: { serverErrors: answer?.errors ?? {} } satisfies FormStatus,
    validate: validateWith(schema),
    onSubmit: () => undefined,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || repeatedClick.current) return;
    busy.current = true;
    setNotice(undefined);
    try {
      const errors = await formik.validateForm();
      await formik.setTouched(
        Object.fromEntries(fields.map((field) => [field, true])) as FormikTouched<Values>,
        false,
      );
      const invalid = firstInvalidField(fields, errors);
      if (invalid) {
        if (Object.values(errors).includes('required')) options.onMissingRequired();
        focusField(formRef.current, invalid);
        return;
      }
      formik.setSubmitting(true);
      const honeypot = formRef.current?.elements.namedItem('website');
      const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
      const answers = Object.fromEntries(
        fields.map((field) => [field, formik.values[field] as string | number]),
      );
      const body = submissionBody(answers, { website, lang });
      keeper.current ??= new IdempotencyKeeper();
      const outcome = await postSubmission(endpoint, body, keeper.current.keyFor(body), fields);
      if (outcome.kind === 'stored') {
        keeper.current.renew();
        formik.resetForm({
          values: options.initialValues,
          status: { serverErrors: {} } satisfies FormStatus,
        });
        options.onStored();
      } else if (outcome.kind === 'invalid') {
        formik.setStatus({ serverErrors: outcome.fields as FieldErrors<string> } satisfies FormStatus);
        focusField(formRef.current, firstInvalidField(fields, outcome.fields));
      } else {
        console.error(`Sending to ${endpoint} failed`, outcome.error);
        options.onFailed();
      }
    } finally {
      busy.current = false;
      formik.setSubmitting(false);
    }
  };

  // A disabled submit button (the survey's) drops focus to <body>; hand it back so keyboard users keep their place.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !formik.isSubmitting && document.activeElement === document.body) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
    wasSubmitting.current = formik.isSubmitting;
  }, [formik.isSubmitting]);

  /** A fresh form for a new submission; the key was renewed when the last one was stored. */
  const restart = () => {
    formik.resetForm({ values: options.initialValues, status: { serverErrors: {} } satisfies FormStatus });
  };

  return { formik, formRef, handleSubmit, handleClickCapture, restart, notice };
}
