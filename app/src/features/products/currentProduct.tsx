import {
  type ProductThemeId,
  getProductTheme,
  productThemeClass,
  relatedProduct,
  relatedProductPath,
} from '@site/tokens';
import { useEffect } from 'react';
import { useLang, useT } from '../../i18n/useLang';
import { localePath } from '../../i18n/lang';
import { Link } from '@site/ui';
import * as styles from './currentProduct.css';

let currentProduct: ProductThemeId | undefined;

/** The product whose page is shown, or undefined; set while a product page is mounted (spec §2). */
export function getCurrentProduct(): ProductThemeId | undefined {
  return currentProduct;
}

/**
 * Marks a product page: sets the current product id while shown and clears it on leaving, and puts the product's
 * theme class on <html> so the page (and the header and footer) take the product's colours in light and dark.
 */
export function useCurrentProduct(id: ProductThemeId) {
  useEffect(() => {
    currentProduct = id;
    const className = productThemeClass[id];
    document.documentElement.classList.add(className);
    document.documentElement.dataset.product = id;
    return () => {
      if (currentProduct === id) currentProduct = undefined;
      document.documentElement.classList.remove(className);
      delete document.documentElement.dataset.product;
    };
  }, [id]);
  return getProductTheme(id);
}

/**
 * The spec links solutions-category products to `/{id}`, but two of them have their page only under
 * `/solutions/` (the spec's route table has no `/integrated-solutions` or `/master-wu`), so those link there.
 */
const pagesUnderSolutions = new Set<ProductThemeId>(['integrated-solutions', 'master-wu']);

/** "Explore Related: {name}" → `/{id}` for solutions products, `/solutions/{id}` for business ones. */
export function ExploreRelated({ productId }: { productId: ProductThemeId }) {
  const t = useT();
  const lang = useLang();
  const related = relatedProduct(productId);
  const specPath = relatedProductPath(productId);
  if (!related || !specPath) return null;
  const path = pagesUnderSolutions.has(related.id) ? `/solutions/${related.id}` : specPath;
  return (
    <aside
      className={`${styles.related} ${productThemeClass[related.id]}`}
      aria-label={t('common.exploreRelated', { name: related.name })}
    >
      <Link href={localePath(lang, path)} variant="primary" className={styles.relatedLink}>
        {t('common.exploreRelated', { name: related.name })}
      </Link>
    </aside>
  );
}
