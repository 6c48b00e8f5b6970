import { productSchema } from '@site/schemas';
import { palettesOf } from '../catalogue/palettes.ts';
import type { Product } from '../catalogue/types.ts';
import type { AppDeps } from '../env.ts';
import { versionedRecordRoutes } from './versionedRecordRoutes.ts';

/** `/api/admin/products`: the admin product list (spec §3, §5), stored on the server. */
export function adminProductRoutes(deps: AppDeps) {
  return versionedRecordRoutes(deps, {
    records: ({ store }) => store.catalogue.products,
    list: (products) => ({ products }),
    noun: 'product',
    idPattern: /^[0-9A-Za-z_-]{1,40}$/,
    createSchema: productSchema,
    updateSchema: productSchema,
    async create(values, now, taken) {
      // Spec §3: new products are keyed by the time they were created; a clash moves on a millisecond.
      let id = now;
      while (await taken(String(id))) id += 1;
      const at = new Date(now).toISOString();
      return {
        id: String(id),
        name: values.name,
        type: values.type,
        description: values.description ?? '',
        status: values.status,
        ...palettesOf(values.baseColor),
        pageSlug: values.pageSlug || null,
        version: 1,
        createdAt: at,
        updatedAt: at,
      } satisfies Product;
    },
    update(current, values, now) {
      return {
        ...current,
        name: values.name,
        type: values.type,
        description: values.description ?? '',
        status: values.status,
        ...palettesOf(values.baseColor),
        pageSlug: values.pageSlug || null,
        version: current.version + 1,
        updatedAt: new Date(now).toISOString(),
      };
    },
    // One product per page address: a second would never be served.
    async refusal(record, others) {
      const taken =
        record.pageSlug &&
        others.some((other) => other.id !== record.id && other.pageSlug === record.pageSlug);
      return taken ? { pageSlug: 'slug_taken' } : undefined;
    },
    summary: ({ name, type, status, baseColor, description, pageSlug }) => ({
      name,
      type,
      status,
      baseColor,
      description,
      pageSlug,
    }),
  });
}
