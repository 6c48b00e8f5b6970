import type { FormIslandProps } from '@site/schemas';
import type { Lang } from '../../i18n/lang';
import { SiteToasts } from '../../shell/SiteToasts';
import { supportContent } from './content';
import { SupportForm } from './SupportForm';

/**
 * The form and the toasts it shows: the page's own island, loaded only where it is (islands/registry.ts),
 * on the visitor's first interaction with the form. `answer`: on the page the server answers a form sent without
 * script with (api/src/forms/), what it answered, so the form hydrates over exactly that.
 */
export function SupportFormIsland({ lang, answer }: FormIslandProps<Lang>) {
  return (
    <>
      <SupportForm key={lang} content={supportContent[lang]} lang={lang} answer={answer} />
      <SiteToasts lang={lang} />
    </>
  );
}
