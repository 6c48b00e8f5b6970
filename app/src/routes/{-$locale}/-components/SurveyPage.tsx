import { surveyContent } from '../../../content/survey';
import { useLang } from '../../../i18n/useLang';

export function SurveyPage() {
  const content = surveyContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
