import type { ProductFormValues } from '@site/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminDelete, adminGet, adminPost, adminPut } from '../adminApi';
import { adminKeys } from '../adminSession';
import type { Product } from '@site/schemas';
import { optimisticProduct } from './products';

type ProductList = { products: Product[] };

export function useProducts() {
  return useQuery({
    queryKey: adminKeys.products,
    queryFn: ({ signal }) => adminGet<ProductList>('/api/admin/products', signal),
  });
}

/**
 * Changes to the product list, each shown at once (optimistic) and rolled back if the server refuses it: the
 * previous list is kept in `onMutate` and put back in `onError`; the server's answer replaces the guess.
 */
export function useProductMutations() {
  const queryClient = useQueryClient();
  const key = adminKeys.products;
  const replaceList = (change: (products: Product[]) => Product[]) =>
    queryClient.setQueryData<ProductList>(key, (list) => list && { products: change(list.products) });
  const optimistic = async (change: (products: Product[]) => Product[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<ProductList>(key);
    replaceList(change);
    return { previous };
  };
  // The dashboard's figures are counted on the server: the next visit to it asks again.
  const countsChanged = () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
  const rollback = (_error: unknown, _input: unknown, context: { previous?: ProductList } | undefined) => {
    if (context?.previous) queryClient.setQueryData(key, context.previous);
  };

  const add = useMutation({
    mutationFn: (values: ProductFormValues) => adminPost<Product>('/api/admin/products', values),
    onMutate: (values) => optimistic((products) => [...products, optimisticProduct('pending', values)]),
    onError: rollback,
    onSuccess: (created) =>
      replaceList((products) => products.map((p) => (p.id === 'pending' ? created : p))),
    onSettled: countsChanged,
  });

  const update = useMutation({
    mutationFn: ({
      product,
      values,
      version,
    }: {
      product: Product;
      values: ProductFormValues;
      version: number;
    }) => adminPut<Product>(`/api/admin/products/${product.id}`, { ...values, version }),
    onMutate: ({ product, values }) =>
      optimistic((products) =>
        products.map((p) => (p.id === product.id ? optimisticProduct(p.id, values, p) : p)),
      ),
    onError: rollback,
    onSuccess: (saved) => replaceList((products) => products.map((p) => (p.id === saved.id ? saved : p))),
    // a changed status changes the active products' count
    onSettled: countsChanged,
  });

  const remove = useMutation({
    mutationFn: ({ product, version }: { product: Product; version: number }) =>
      adminDelete<Product>(`/api/admin/products/${product.id}`, { version }),
    onMutate: ({ product }) => optimistic((products) => products.filter((p) => p.id !== product.id)),
    onError: rollback,
    onSettled: countsChanged,
  });

  const restore = useMutation({
    mutationFn: (product: Product) => adminPost<Product>(`/api/admin/products/${product.id}/restore`),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), countsChanged()]),
  });

  /** Puts the server's current record into the list ("Reload" after a conflict). */
  const takeTheirs = (current: Product | undefined, id: string) =>
    replaceList((products) =>
      current ? products.map((p) => (p.id === id ? current : p)) : products.filter((p) => p.id !== id),
    );

  return { add, update, remove, restore, takeTheirs };
}
