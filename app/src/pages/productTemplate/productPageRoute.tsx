import { notFound } from '@tanstack/react-router';
import type { Localized } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { pageHead } from '../../lib/seo';
import { type SiteRouterContext, useSiteContext } from '../kit/pageCopy';
import { type ProductTemplateContent, productTemplateHead } from './content';
import { ProductTemplatePage } from './ProductTemplatePage';

/*
 * The route `/{-$locale}/solutions/$slug`: a product's page exists only where the server renders it, with the
 * product and its copy in the router's context (api/src/content). The build renders it once as the template the
 * server serves product pages from; anywhere else (a browser navigating, an unknown address) it is not found.
 */

/** Stops the route unless the render is for this address's product page. */
export function requireProductPage({
  context,
  params,
}: {
  context: SiteRouterContext;
  params: { slug: string };
}) {
  if (context.productPage?.slug !== params.slug) throw notFound();
}

const copyOf = (context: SiteRouterContext) =>
  context.productPage?.copy as Localized<ProductTemplateContent> | undefined;

/** The page's head from its copy. */
export function productPageHead({
  match,
}: {
  match: { pathname: string; params: { locale?: string }; context?: unknown };
}) {
  const copy = copyOf((match.context ?? {}) as SiteRouterContext);
  return copy ? pageHead(productTemplateHead(copy), match) : {};
}

export function ProductPageRoute() {
  const context = useSiteContext();
  const copy = copyOf(context);
  const lang = useLang();
  if (!copy || !context.productPage) throw notFound();
  return <ProductTemplatePage productId={context.productPage.id} copy={copy[lang]} />;
}
