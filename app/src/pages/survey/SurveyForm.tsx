import {
  type FormAnswer,
  type SolutionId,
  solutionIds,
  surveyFields,
  surveyLimits,
  surveySchema,
} from '@site/schemas';
import { Button, Heading, Text } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { focusField, SelectField, StarRatingField, TextAreaField, TextInputField } from '../../forms/fields';
import * as styles from '../../forms/forms.css';
import { SubmissionForm } from '../../forms/SubmissionForm';
import { useSubmissionForm } from '../../forms/useSubmissionForm';
import type { Lang } from '../../i18n/lang';
import { showToast } from '../../shell/toasts';
import type { SurveyContent } from './content';

export interface SurveyValues {
  name: string;
  companyOrOccupation: string;
  solutionUsed: SolutionId | '';
  comment: string;
  /** 0 until a star is chosen. */
  rating: number;
}

const emptySurvey: SurveyValues = {
  name: '',
  companyOrOccupation: '',
  solutionUsed: '',
  comment: '',
  rating: 0,
};

/** What the visitor sent without script, as the form holds it: a choice or rating it cannot hold is no answer. */
function surveyValuesFrom(values: Record<string, string>): SurveyValues {
  const solution = values.solutionUsed ?? '';
  const rating = Number(values.rating ?? '');
  return {
    name: values.name ?? '',
    companyOrOccupation: values.companyOrOccupation ?? '',
    solutionUsed: (solutionIds as readonly string[]).includes(solution) ? (solution as SolutionId) : '',
    comment: values.comment ?? '',
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0,
  };
}

export function SurveyForm({
  content,
  lang,
  answer,
}: {
  content: SurveyContent;
  lang: Lang;
  /** The server's answer to the survey sent without script (`FormAnswer`). */
  answer?: FormAnswer | undefined;
}) {
  const [view, setView] = useState<'editing' | 'thanks'>('editing');
  const form = useSubmissionForm({
    endpoint: '/api/survey',
    schema: surveySchema,
    fields: surveyFields,
    initialValues: emptySurvey,
    answer,
    valuesFromAnswer: surveyValuesFrom,
    lang,
    onMissingRequired: () => showToast({ ...content.missingToast, variant: 'destructive' }),
    onStored: () => {
      showToast({ ...content.successToast, variant: 'success' });
      setView('thanks');
    },
    onFailed: () => showToast({ ...content.errorToast, variant: 'destructive' }),
  });

  // "Start new survey" unmounts itself: focus goes to the new survey's first field instead of being lost.
  const restarted = useRef(false);
  useEffect(() => {
    if (view !== 'editing' || !restarted.current) return;
    restarted.current = false;
    focusField(form.formRef.current, surveyFields[0]);
  }, [view, form.formRef]);

  if (view === 'thanks') {
    return (
      <ThankYou
        content={content.thankYou}
        onRestart={() => {
          form.restart();
          restarted.current = true;
          setView('editing');
        }}
      />
    );
  }

  return (
    <SubmissionForm
      form={form}
      lang={lang}
      copy={content}
      submit={
        // Disabled, not pending like the support form's button: on success this button unmounts, and the
        // pending state's screen-reader announcement would be left pointing at an element that is gone.
        <Button type="submit" isDisabled={form.formik.isSubmitting}>
          {form.formik.isSubmitting ? content.submitting : content.submit}
        </Button>
      }
    >
      <TextInputField
        name="name"
        label={content.labels.name}
        isRequired
        nativeRequired
        autoComplete="name"
        maxLength={surveyLimits.name}
      />
      <TextInputField
        name="companyOrOccupation"
        label={content.labels.companyOrOccupation}
        description={content.descriptions.companyOrOccupation.replace(
          '{max}',
          String(surveyLimits.companyOrOccupation),
        )}
        autoComplete="organization"
        maxLength={surveyLimits.companyOrOccupation}
      />
      <SelectField
        name="solutionUsed"
        label={content.labels.solutionUsed}
        placeholder={content.solutionPlaceholder}
        options={solutionIds.map((id) => ({ id, label: content.solutions[id] }))}
        isRequired
        nativeRequired
      />
      <TextAreaField
        name="comment"
        label={content.labels.comment}
        description={content.descriptions.comment.replace('{max}', String(surveyLimits.comment))}
        rows={4}
        maxLength={surveyLimits.comment}
      />
      <StarRatingField
        name="rating"
        label={content.labels.rating}
        starLabels={content.starLabels}
        isRequired
        requiredMessage={content.ratingRequired}
      />
    </SubmissionForm>
  );
}

function ThankYou({ content, onRestart }: { content: SurveyContent['thankYou']; onRestart: () => void }) {
  const sectionRef = useRef<HTMLElement>(null);
  // The submit button that had focus is gone; the thank-you section takes it so screen readers announce it.
  useEffect(() => {
    sectionRef.current?.focus();
  }, []);
  return (
    <section ref={sectionRef} tabIndex={-1} className={styles.thankYou} aria-labelledby="survey-thanks">
      <Heading level={2} size="xl" id="survey-thanks">
        {content.heading}
      </Heading>
      <Text>{content.text}</Text>
      <div className={styles.actions}>
        <Button onPress={onRestart}>{content.again}</Button>
      </div>
    </section>
  );
}
