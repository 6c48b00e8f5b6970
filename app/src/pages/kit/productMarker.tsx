import type { ProductId } from '@site/catalogue';
import { productThemeClass } from '@site/tokens';
import { useEffect } from 'react';

/**
 * What `<html>` carries while a product's page is shown: the product's theme class, so the header and footer take
 * its colours, and its id as `data-product` and `data-product-theme`. The prerender writes them into the page
 * (app/scripts/prerender.ts), so the first paint has them.
 */
export function productRootMarks(id: ProductId) {
  return { className: productThemeClass[id], product: id, productTheme: id };
}

/**
 * Marks `<html>` with the product while its page is shown: an island with nothing to show. On a prerendered
 * page the marks are there already and nothing changes, so the browser need not restyle the page.
 */
export function CurrentProduct({ id }: { id: ProductId }) {
  useEffect(() => {
    const root = document.documentElement;
    const { className, product, productTheme } = productRootMarks(id);
    if (!root.classList.contains(className)) root.classList.add(className);
    if (root.dataset.product !== product) root.dataset.product = product;
    if (root.dataset.productTheme !== productTheme) root.dataset.productTheme = productTheme;
    return () => {
      root.classList.remove(className);
      delete root.dataset.product;
      delete root.dataset.productTheme;
    };
  }, [id]);
  return null;
}
