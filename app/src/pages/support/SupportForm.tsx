import { supportFields, supportLimits, supportSchema } from '@site/schemas';
import { Button, Text } from '@site/ui';
import { FormikProvider } from 'formik';
import { Form } from 'react-aria-components';
import type { SupportContent } from './content';
import type { Lang } from '../../i18n/lang';
import { showToast } from '../../shell/toasts';
import { Honeypot } from '../../forms/controls';
import * as styles from '../../forms/controls.css';
import { ErrorMessagesProvider, TextAreaField, TextInputField } from '../../forms/fields';
import { useSubmissionForm } from '../../forms/useSubmissionForm';

export interface SupportValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

const emptyMessage: SupportValues = { name: '', email: '', company: '', message: '' };

const withLimit = (text: string, max: number) => text.replace('{max}', String(max));

export function SupportForm({ content, lang }: { content: SupportContent; lang: Lang }) {
  const { formik, formRef, handleSubmit } = useSubmissionForm({
    endpoint: '/api/support',
    schema: supportSchema,
    fields: supportFields,
    initialValues: emptyMessage,
    lang,
    onMissingRequired: () => showToast({ ...content.missingNotice, variant: 'destructive' }),
    onStored: () => showToast({ ...content.successNotice, variant: 'success' }),
    onFailed: () => showToast({ ...content.errorNotice, variant: 'destructive' }),
  });

  return (
    <FormikProvider value={formik}>
      <ErrorMessagesProvider messages={content.fieldErrors}>
        <Form
          ref={formRef}
          className={styles.form}
          aria-label={content.formLabel}
          validationBehavior="aria"
          method="post"
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Text tone="muted" size="sm">
            {content.requiredNote}
          </Text>
          <TextInputField
            name="name"
            label={content.labels.name}
            description={withLimit(content.descriptions.name, supportLimits.name)}
            isRequired
            autoComplete="name"
            maxLength={supportLimits.name}
          />
          <TextInputField
            name="email"
            type="email"
            label={content.labels.email}
            description={content.descriptions.email}
            isRequired
            autoComplete="email"
            maxLength={supportLimits.email}
          />
          <TextInputField
            name="company"
            label={content.labels.company}
            description={withLimit(content.descriptions.company, supportLimits.company)}
            autoComplete="organization"
            maxLength={supportLimits.company}
          />
          <TextAreaField
            name="message"
            label={content.labels.message}
            description={withLimit(content.descriptions.message, supportLimits.message)}
            rows={5}
            isRequired
            maxLength={supportLimits.message}
          />
          <Honeypot />
          <div className={styles.actions}>
            {/* Pending, not disabled: a disabled button drops focus, and React Aria answers a press whose click
                a disabled button swallowed by focusing it and clicking it again 80 ms later, which stole the
                caret from whatever the visitor typed next. */}
            <Button type="submit" isPending={formik.isSubmitting} pendingLabel={content.sending}>
              {formik.isSubmitting ? content.sending : content.send}
            </Button>
          </div>
        </Form>
      </ErrorMessagesProvider>
    </FormikProvider>
  );
}
