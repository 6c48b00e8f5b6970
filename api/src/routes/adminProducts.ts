import { productSchema } from '@site/schemas';
import { palettesOf } from '../catalogue/palettes.ts';
import type { ColorScheme, Product } from '../catalogue/types.ts';
import { accountActor, auditEntry } from '../audit/entries.ts';
import { productColorSchemeId } from '../content/productPages.ts';
import { clientFacts } from '../http/clientAddress.ts';
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
    // A product's page follows its product: its address, its status (archived: gone), its name.
    changed: () => deps.livePages.changed(),
    // Every new product gets its colour scheme in the Color Manager, which colours its page once published there;
    // so does a product of before that is given a page. One deleted in the Color Manager stays deleted.
    async saved(product, how, c) {
      if (how === 'updated' && !product.pageSlug) return;
      const id = productColorSchemeId(product.id);
      const schemes = deps.store.catalogue.colorSchemes;
      if ((await schemes.find(id)) || (await schemes.findDeleted(id))) return;
      const now = deps.clock.now();
      const at = new Date(now).toISOString();
      const scheme: ColorScheme = {
        id,
        name: product.name,
        ...palettesOf(product.baseColor),
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
      await schemes.create(
        scheme,
        auditEntry(
          now,
          'color_scheme_created',
          accountActor(c.get('admin')!.account),
          clientFacts(c, deps),
          id,
          {
            name: scheme.name,
            after: { name: scheme.name, baseColor: scheme.baseColor },
            product: product.id,
          },
        ),
      );
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
