import { type ProductId, type ProductPagePath, relatedProduct } from '@site/catalogue';
import { productThemeClass } from '@site/tokens';
import { useEffect } from 'react';
import { useT } from '../../i18n/useLang';
import type { PagePath } from '../../lib/link';
import * as styles from './currentProduct.css';
import { PageLink } from './links';

/**
 * Marks a product page (spec §2): sets the current product id on <html> (`data-product`) while shown and clears it
 * on leaving, and puts the product's theme class there so the page, header and footer take the product's colours
 * in light and dark.
 */
export function useCurrentProduct(id: ProductId) {
  useEffect(() => {
    const className = productThemeClass[id];
    document.documentElement.classList.add(className);
    document.documentElement.dataset.product = id;
    return () => {
      document.documentElement.classList.remove(className);
      delete document.documentElement.dataset.product;
    };
  }, [id]);
}

/** A catalogue page as the route tree names it: a catalogue path the app has no page for fails the type check here. */
function productRoute(path: ProductPagePath): PagePath {
  return `/{-$locale}${path}`;
}

/** "Explore Related: {name}", leading to the related product's page in the page's language. */
export function ExploreRelated({ productId }: { productId: ProductId }) {
  const t = useT();
  const related = relatedProduct(productId);
  if (!related) return null;
  return (
    <aside
      className={`${styles.related} ${productThemeClass[related.id]}`}
      aria-label={t('common.exploreRelated', { name: related.name })}
    >
      <PageLink to={productRoute(related.pagePath)} variant="primary" className={styles.relatedLink}>
        {t('common.exploreRelated', { name: related.name })}
      </PageLink>
    </aside>
  );
}
