import { type FormAnswer, supportFields, supportLimits, supportSchema } from '@site/schemas';
import { Button } from '@site/ui';
import { TextAreaField, TextInputField } from '../../forms/fields';
import { SubmissionForm } from '../../forms/SubmissionForm';
import { useSubmissionForm } from '../../forms/useSubmissionForm';
import type { Lang } from '../../i18n/lang';
import { showToast } from '../../shell/toasts';
import type { SupportContent } from './content';

export interface SupportValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

const emptyMessage: SupportValues = { name: '', email: '', company: '', message: '' };

const withLimit = (text: string, max: number) => text.replace('{max}', String(max));

const supportValuesFrom = (values: Record<string, string>): SupportValues => ({
  name: values.name ?? '',
  email: values.email ?? '',
  company: values.company ?? '',
  message: values.message ?? '',
});

export function SupportForm({
  content,
  lang,
  answer,
}: {
  content: SupportContent;
  lang: Lang;
  /** The server's answer to the message sent without script (`FormAnswer`). */
  answer?: FormAnswer | undefined;
}) {
  const form = useSubmissionForm({
    endpoint: '/api/support',
    schema: supportSchema,
    fields: supportFields,
    initialValues: emptyMessage,
    answer,
    valuesFromAnswer: supportValuesFrom,
    lang,
    onMissingRequired: () => showToast({ ...content.missingNotice, variant: 'destructive' }),
    onStored: () => showToast({ ...content.successNotice, variant: 'success' }),
    onFailed: () => showToast({ ...content.errorNotice, variant: 'destructive' }),
  });

  return (
    <SubmissionForm
      form={form}
      lang={lang}
      copy={content}
      submit={
        // Pending, not disabled: a disabled button drops focus, and React Aria answers a press whose click a
        // disabled button swallowed by focusing it and clicking it again 80 ms later, which stole the caret from
        // whatever the visitor typed next.
        <Button type="submit" isPending={form.formik.isSubmitting} pendingLabel={content.sending}>
          {form.formik.isSubmitting ? content.sending : content.send}
        </Button>
      }
    >
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
    </SubmissionForm>
  );
}
