import type { ProductStatus } from '@site/schemas';
import type { CatalogueRepository } from '../storage/store.ts';
import { palettesOf } from './palettes.ts';
import type { ColorScheme, Product } from './types.ts';

/** Spec §3 "Initial admin product list": five products with the descriptions the Color Manager shows. */
const initialProducts: [string, string, string, string, ProductStatus, string][] = [
  ['1', 'SOPHIE', 'AI Assistant', 'AI-powered Consciousness Operating System', 'active', '#03B5AA'],
  ['2', 'NOVA', 'Quantum Program', '9-Minuten Quantum Breakthrough', 'active', '#5F3798'],
  ['3', 'RAY', 'Culture Expert', 'The Dominican Culture Expert', 'active', '#4D7AFF'],
  ['4', 'IC', 'Consciousness System', 'Integrated Consciousness', 'draft', '#FF6B6B'],
  ['5', 'Marcus Storm', 'Career Program', '30 Years of Navy Experience', 'active', '#235789'],
];

/** Spec §3 colour entries: sophie, nova, ray, ic and markus with their base colours. */
const initialSchemes: [string, string, string][] = [
  ['sophie', 'SOPHIE', '#03B5AA'],
  ['nova', 'NOVA', '#5F3798'],
  ['ray', 'RAY', '#4D7AFF'],
  ['ic', 'IC', '#FF6B6B'],
  ['markus', 'Marcus Storm', '#235789'],
];

export function seedCatalogue(now: string): { products: Product[]; schemes: ColorScheme[] } {
  // Lists are ordered by creation: one millisecond apart keeps the spec's order on every engine.
  const stamp = (index: number) => {
    const at = new Date(Date.parse(now) + index).toISOString();
    return { version: 1, createdAt: at, updatedAt: at };
  };
  return {
    products: initialProducts.map(([id, name, type, description, status, color], index) => ({
      id,
      name,
      type,
      description,
      status,
      ...palettesOf(color),
      pageSlug: null,
      ...stamp(index),
    })),
    schemes: initialSchemes.map(([id, name, color], index) => ({
      id,
      name,
      ...palettesOf(color),
      ...stamp(index),
    })),
  };
}

/** Seeds a fresh database with the spec's products and colour entries, once (deleting them later sticks). */
export async function seedCatalogueOnce(catalogue: CatalogueRepository, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const { products, schemes } = seedCatalogue(at);
  await catalogue.seedOnce('spec-initial-catalogue', at, products, schemes);
}
