import type { FormIslandProps } from '@site/schemas';
import type { Lang } from '../../i18n/lang';
import { SiteToasts } from '../../shell/SiteToasts';
import { surveyContent } from './content';
import { SurveyForm } from './SurveyForm';

/**
 * The form and the toasts it shows: the page's own island, loaded only where it is (islands/registry.ts),
 * on the visitor's first interaction with the form. `answer`: on the page the server answers a form sent without
 * script with (api/src/forms/), what it answered, so the form hydrates over exactly that.
 */
export function SurveyFormIsland({ lang, answer }: FormIslandProps<Lang>) {
  return (
    <>
      {/* Keyed by language so switching language starts the form over in the new language. */}
      <SurveyForm key={lang} content={surveyContent[lang]} lang={lang} answer={answer} />
      <SiteToasts lang={lang} />
    </>
  );
}
