import type { ProductId } from '@site/catalogue';
import { productThemeClass } from '@site/tokens';
import { useEffect } from 'react';

/** Marks `<html>` with the product while its page is shown: an island with nothing to show. */
export function CurrentProduct({ id }: { id: ProductId }) {
  useEffect(() => {
    const root = document.documentElement;
    const className = productThemeClass[id];
    root.classList.add(className);
    root.dataset.product = id;
    root.dataset.productTheme = id;
    return () => {
      root.classList.remove(className);
      delete root.dataset.product;
      delete root.dataset.productTheme;
    };
  }, [id]);
  return null;
}
