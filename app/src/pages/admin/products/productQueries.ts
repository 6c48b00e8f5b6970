import type { AdminAnswer, Product, ProductFormValues } from '@site/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminDelete, adminGet, adminPost, adminPut } from '../adminApi';
import { adminKeys } from '../adminSession';
import { optimisticProduct, pendingProductId } from './products';

type ProductList = AdminAnswer<'GET /api/admin/products'>;

export function useProducts() {
  return useQuery({
    queryKey: adminKeys.products,
    queryFn: ({ signal }) => adminGet('/api/admin/products', { signal }),
  });
}

/**
 * Changes to the product list, each shown at once (optimistic) and rolled back if the server refuses it. Each
 * rollback undoes only its own change (the added row goes, the edited row gets its old record back, the deleted
 * row returns to its place), so a refused change never undoes another that the server took meanwhile. The
 * server's answer replaces the guess.
 */
export function useProductMutations() {
  const queryClient = useQueryClient();
  const key = adminKeys.products;
  const replaceList = (change: (products: Product[]) => Product[]) =>
    queryClient.setQueryData<ProductList>(key, (list) => list && { products: change(list.products) });
  const optimistic = async (change: (products: Product[]) => Product[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const shown = queryClient.getQueryData<ProductList>(key)?.products ?? [];
    replaceList(change);
    return shown;
  };
  // The dashboard's figures are counted on the server: the next visit to it asks again.
  const countsChanged = () => queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
  const add = useMutation({
    mutationFn: (values: ProductFormValues) => adminPost('/api/admin/products', { body: values }),
    onMutate: async (values) => {
      const pendingId = pendingProductId();
      await optimistic((products) => [...products, optimisticProduct(pendingId, values)]);
      return { pendingId };
    },
    onError: (_error, _values, context) =>
      context && replaceList((products) => products.filter((p) => p.id !== context.pendingId)),
    onSuccess: (created, _values, { pendingId }) =>
      replaceList((products) => products.map((p) => (p.id === pendingId ? created : p))),
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
    }) => adminPut('/api/admin/products/:id', { params: { id: product.id }, body: { ...values, version } }),
    onMutate: async ({ product, values }) => {
      const shown = await optimistic((products) =>
        products.map((p) => (p.id === product.id ? optimisticProduct(p.id, values, p) : p)),
      );
      return { before: shown.find((p) => p.id === product.id) };
    },
    onError: (_error, _input, context) => {
      const before = context?.before;
      if (before) replaceList((products) => products.map((p) => (p.id === before.id ? before : p)));
    },
    onSuccess: (saved) => replaceList((products) => products.map((p) => (p.id === saved.id ? saved : p))),
    // a changed status changes the active products' count
    onSettled: countsChanged,
  });

  const remove = useMutation({
    mutationFn: ({ product, version }: { product: Product; version: number }) =>
      adminDelete('/api/admin/products/:id', { params: { id: product.id }, body: { version } }),
    onMutate: async ({ product }) => {
      const shown = await optimistic((products) => products.filter((p) => p.id !== product.id));
      const index = shown.findIndex((p) => p.id === product.id);
      return { removed: shown[index], after: shown[index - 1]?.id };
    },
    onError: (_error, _input, context) => {
      const removed = context?.removed;
      if (!removed) return;
      // back in its place: after the row it followed, if that is still there
      replaceList((products) => {
        if (products.some((p) => p.id === removed.id)) return products;
        const at = products.findIndex((p) => p.id === context.after) + 1;
        return [...products.slice(0, at), removed, ...products.slice(at)];
      });
    },
    onSettled: countsChanged,
  });

  const restore = useMutation({
    mutationFn: (product: Product) =>
      adminPost('/api/admin/products/:id/restore', { params: { id: product.id } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), countsChanged()]),
  });

  /** Puts the server's current record into the list ("Reload" after a conflict). */
  const takeTheirs = (current: Product | undefined, id: string) =>
    replaceList((products) =>
      current ? products.map((p) => (p.id === id ? current : p)) : products.filter((p) => p.id !== id),
    );

  return { add, update, remove, restore, takeTheirs };
}
