import { type ProductId, type ProductPagePath, productName, relatedProduct } from '@site/catalogue';
import { productThemeClass } from '@site/tokens';
import type { ReactNode } from 'react';
import { useLang, useT } from '../../i18n/useLang';
import { Island } from '../../islands/Island';
import type { PagePath } from '../../lib/link';
import * as styles from './currentProduct.css';
import { CurrentProduct } from './productMarker';
import { PageLink } from './links';

/**
 * A product page (spec §2). Its root carries the product's theme in the prerendered HTML, so the page is in the
 * product's colours from the first paint, and `data-product-theme`, which the colours an admin publishes select
 * (the server puts them into the page's head). While shown, the page also sets the current product id on <html>
 * (`data-product`) with the same theme, so the header and footer take the product's colours, and clears it on
 * leaving.
 */
export function ProductPage({ id, children }: { id: ProductId; children: ReactNode }) {
  return (
    <div className={productThemeClass[id]} data-product-theme={id}>
      {children}
      <Island name="current-product" component={CurrentProduct} props={{ id }} />
    </div>
  );
}

/** A catalogue page as the route tree names it: a catalogue path the app has no page for fails the type check here. */
function productRoute(path: ProductPagePath): PagePath {
  return `/{-$locale}${path}`;
}

/** "Explore Related: {name}", leading to the related product's page in the page's language. */
export function ExploreRelated({ productId }: { productId: ProductId }) {
  const t = useT();
  const lang = useLang();
  const related = relatedProduct(productId);
  if (!related) return null;
  const name = productName(related, lang);
  return (
    <aside
      className={`${styles.related} ${productThemeClass[related.id]}`}
      aria-label={t('common.exploreRelated', { name })}
    >
      <PageLink to={productRoute(related.pagePath)} variant="primary" className={styles.relatedLink}>
        {t('common.exploreRelated', { name })}
      </PageLink>
    </aside>
  );
}
