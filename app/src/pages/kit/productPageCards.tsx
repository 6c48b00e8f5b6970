import { SolutionCard } from '@site/ui';
import { localePath } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { useSiteContext } from './pageCopy';

/**
 * The products' own pages (the product template) a page that lists the solutions shows beside its own cards: the
 * server renders the solutions overview and the demo page with them once one is published (api/src/content).
 */
export function ProductPageCards({ linkLabel }: { linkLabel: string }) {
  const lang = useLang();
  const productPages = useSiteContext().productPages ?? [];
  return productPages.map((page) => (
    <SolutionCard
      key={page.slug}
      title={page.card[lang].title}
      description={page.card[lang].description}
      href={localePath(lang, `/solutions/${page.slug}`)}
      linkLabel={linkLabel}
    />
  ));
}
