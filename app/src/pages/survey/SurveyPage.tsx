import { FormPage } from '../../forms/FormPage';
import { useLang } from '../../i18n/useLang';
import { surveyContent } from './content';
import { SurveyForm } from './SurveyForm';

export function SurveyPage() {
  const lang = useLang();
  const content = surveyContent[lang];
  return (
    <FormPage heading={content.heading} intro={content.intro}>
      {/* Keyed by language so switching language starts the form over in the new language. */}
      <SurveyForm key={lang} content={content} lang={lang} />
    </FormPage>
  );
}
