import { localePath } from '@site/paths';
import type { FieldErrorCode, FormNotice } from '@site/schemas';
import { Callout, Link, Text } from '@site/ui';
import { type FormikValues, FormikProvider } from 'formik';
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { Lang } from '../i18n/lang';
import { ErrorMessagesProvider } from './fields';
import * as styles from './forms.css';
import { privacyPath } from '../pages/privacy/privacyPath';
import { privacyNote } from './privacyNote';
import type { useSubmissionForm } from './useSubmissionForm';

/**
 * What both public forms share around their fields: Formik and the page language's error wording, RAC's Form in
 * aria validation mode, the required-fields note first, and the honeypot and submit row last, with the link to
 * the privacy notice beside the submit button.
 */
export function SubmissionForm<Values extends FormikValues>({
  form,
  lang,
  copy,
  submit,
  children,
}: {
  form: Pick<
    ReturnType<typeof useSubmissionForm<Values, string>>,
    'formik' | 'formRef' | 'handleSubmit' | 'handleClickCapture' | 'notice'
  >;
  lang: Lang;
  /**
   * The form's accessible name, its note on required fields, the wording of each error code and of the notices a
   * page the server answered with shows (`{seconds}`: how long to wait before sending again).
   */
  copy: {
    formLabel: string;
    requiredNote: string;
    fieldErrors: Record<FieldErrorCode, string>;
    notices: Record<FormNotice, { title: string; description: string }>;
  };
  /** The submit button. */
  submit: ReactNode;
  children: ReactNode;
}) {
  const note = privacyNote[lang];
  const notice = form.notice && copy.notices[form.notice.kind];
  return (
    <FormikProvider value={form.formik}>
      <ErrorMessagesProvider messages={copy.fieldErrors}>
        <Form
          ref={form.formRef}
          className={styles.form}
          aria-label={copy.formLabel}
          validationBehavior="aria"
          method="post"
          onSubmit={(event) => void form.handleSubmit(event)}
          onClickCapture={form.handleClickCapture}
        >
          {/* Always there, so the fields after it keep their ids whether or not it says something (the server
              fills it on the page it answers a form sent without script with: api/src/forms/answerPage.ts). */}
          <div className={styles.notice} data-form-notice="" tabIndex={-1}>
            {notice && (
              <Callout tone="warning" role="alert" headingLevel={2} title={notice.title}>
                {notice.description.replace('{seconds}', String(form.notice?.retryAfterSeconds ?? ''))}
              </Callout>
            )}
          </div>
          <Text tone="muted" size="sm">
            {copy.requiredNote}
          </Text>
          {children}
          <Honeypot />
          <div className={styles.actions}>
            {submit}
            <Text tone="muted" size="sm">
              {note.before} {/* A plain link: the form is an island of its own, without the router. */}
              <Link href={localePath(lang, privacyPath)}>{note.link}</Link>
              {note.after}
            </Text>
          </div>
        </Form>
      </ErrorMessagesProvider>
    </FormikProvider>
  );
}

/**
 * The anti-spam honeypot: people never see or reach it (off-screen, out of the tab order, hidden from assistive
 * tech), so anything typed into it came from a bot filling every input.
 */
function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
