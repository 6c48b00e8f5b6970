import type { Lang } from '../../i18n/lang';
import { SiteToasts } from '../../shell/SiteToasts';
import { supportContent } from './content';
import { SupportForm } from './SupportForm';

/** The form and the toasts it shows: the page's own island, loaded only where it is (islands/registry.ts). */
export function SupportFormIsland({ lang }: { lang: Lang }) {
  return (
    <>
      <SupportForm key={lang} content={supportContent[lang]} lang={lang} />
      <SiteToasts lang={lang} />
    </>
  );
}
