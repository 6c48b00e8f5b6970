import { FormPage } from '../../forms/FormPage';
import { useLang } from '../../i18n/useLang';
import { Island } from '../../islands/Island';
import { usePageCopy } from '../kit/pageCopy';
import { surveyPageContent } from './content';
import { SurveyFormIsland } from './SurveyFormIsland';

export function SurveyPage() {
  const lang = useLang();
  const content = usePageCopy('survey', surveyPageContent);
  return (
    <FormPage heading={content.heading} intro={content.intro}>
      <Island name="survey-form" component={SurveyFormIsland} props={{ lang }} when="interaction" />
    </FormPage>
  );
}
