import type { Lang } from '../../i18n/lang';
import { SiteToasts } from '../../shell/SiteToasts';
import { surveyContent } from './content';
import { SurveyForm } from './SurveyForm';

/** The form and the toasts it shows: the page's own island, loaded only where it is (islands/registry.ts). */
export function SurveyFormIsland({ lang }: { lang: Lang }) {
  return (
    <>
      {/* Keyed by language so switching language starts the form over in the new language. */}
      <SurveyForm key={lang} content={surveyContent[lang]} lang={lang} />
      <SiteToasts lang={lang} />
    </>
  );
}
