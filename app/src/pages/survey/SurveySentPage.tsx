import { FormSentPage } from '../../forms/FormSentPage';
import { useLang } from '../../i18n/useLang';
import { PageLink } from '../kit/links';
import { surveyContent } from './content';

/** Where a survey sent without script leads: the thank-you view (spec §2) as a page, "Start new survey" a link. */
export function SurveySentPage() {
  const { thankYou } = surveyContent[useLang()];
  return (
    <FormSentPage
      heading={thankYou.heading}
      text={thankYou.text}
      link={
        <PageLink to="/{-$locale}/survey" variant="primary">
          {thankYou.again}
        </PageLink>
      }
    />
  );
}
