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
 * The spec links solutions-category products to `/{id}` and business ones to `/solutions/{id}`, but three products
 * have their page elsewhere in the spec's route table (no `/integrated-solutions`, `/master-wu` or
 * `/solutions/fuel` exists), so those link to the page that does.
 */
const pageElsewhere: Partial<Record<ProductThemeId, string>> = {
  'integrated-solutions': '/solutions/integrated-solutions',
  'master-wu': '/solutions/master-wu',
  fuel: '/fuel',
};

export function relatedPagePath(id: ProductThemeId): string | undefined {
  const related = relatedProduct(id);
  if (!related) return undefined;
  return pageElsewhere[related.id] ?? relatedProductPath(id);
}

/** "Explore Related: {name}" → `/{id}` for solutions products, `/solutions/{id}` for business ones. */
export function ExploreRelated({ productId }: { productId: ProductThemeId }) {
  const t = useT();
  const lang = useLang();
  const related = relatedProduct(productId);
  const path = relatedPagePath(productId);
  if (!related || !path) return null;
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
