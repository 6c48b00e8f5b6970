import type { Palette } from '@site/color';
import type { ProductStatus } from '@site/schemas';
import type { ColorScheme, Product, Publication } from '../../catalogue/types.ts';
import { fromJson } from './columns.ts';

/** A catalogue row as either engine returns it (palettes: JSON text in SQLite, jsonb in PostgreSQL). */
export type CatalogueRow = Record<string, unknown>;

/** How one record type maps to its table: columns in insert order, and both directions of the mapping. */
export interface TableMapping<Record> {
  table: string;
  columns: readonly string[];
  toRow(record: Record): (string | number | null)[];
  fromRow(row: CatalogueRow): Record;
}

type Colours = Pick<Publication, 'baseColor' | 'colorPalette' | 'darkModePalette'>;
type Coloured = Colours & Pick<ColorScheme, 'version' | 'createdAt' | 'updatedAt'>;

/** The colours products, colour schemes and publications share: a base colour and its two palettes. */
const colourColumns = ['base_color', 'color_palette', 'dark_palette'] as const;
const coloursToRow = (r: Colours) => [
  r.baseColor,
  JSON.stringify(r.colorPalette),
  JSON.stringify(r.darkModePalette),
];
const coloursFromRow = (row: CatalogueRow): Colours => ({
  baseColor: String(row.base_color),
  colorPalette: fromJson<Palette>(row.color_palette),
  darkModePalette: fromJson<Palette>(row.dark_palette),
});

/** The columns products and colour schemes share, after their own: the colours and the version. */
const colouredColumns = [...colourColumns, 'version', 'created_at', 'updated_at'] as const;
const colouredToRow = (r: Coloured) => [...coloursToRow(r), r.version, r.createdAt, r.updatedAt];
const colouredFromRow = (row: CatalogueRow): Coloured => ({
  ...coloursFromRow(row),
  version: Number(row.version),
  createdAt: String(row.created_at),
  updatedAt: String(row.updated_at),
});

export const productMapping: TableMapping<Product> = {
  table: 'products',
  columns: ['id', 'name', 'type', 'description', 'status', ...colouredColumns, 'page_slug'],
  toRow: (p) => [p.id, p.name, p.type, p.description, p.status, ...colouredToRow(p), p.pageSlug],
  fromRow: (row) => ({
    id: String(row.id),
    name: String(row.name),
    type: String(row.type),
    description: String(row.description),
    status: row.status as ProductStatus,
    ...colouredFromRow(row),
    pageSlug: row.page_slug == null ? null : String(row.page_slug),
  }),
};

export const schemeMapping: TableMapping<ColorScheme> = {
  table: 'color_schemes',
  columns: ['id', 'name', ...colouredColumns],
  toRow: (s) => [s.id, s.name, ...colouredToRow(s)],
  fromRow: (row) => ({ id: String(row.id), name: String(row.name), ...colouredFromRow(row) }),
};

/** The columns of `color_scheme_publications` in insert order. */
export const publicationColumns = [
  'id',
  'scheme_id',
  ...colourColumns,
  'published_at',
  'published_by',
  'reverted_from',
] as const;

export function publicationToRow(p: Publication): (string | null)[] {
  return [p.id, p.schemeId, ...coloursToRow(p), p.publishedAt, p.publishedBy, p.revertedFrom];
}

/**
 * The newest publication of a scheme, as the live pages show it: none once the scheme is deleted (its undo brings
 * the colours back), so a deleted scheme does not go on colouring the site with nothing left to revert.
 */
export const latestPublicationQuery = (param: string) =>
  `SELECT p.* FROM color_scheme_publications p JOIN color_schemes s ON s.id = p.scheme_id AND s.deleted_at IS NULL
   WHERE p.scheme_id = ${param} ORDER BY p.id DESC LIMIT 1`;

export function publicationFromRow(row: CatalogueRow): Publication {
  return {
    id: String(row.id),
    schemeId: String(row.scheme_id),
    ...coloursFromRow(row),
    publishedAt: String(row.published_at),
    publishedBy: String(row.published_by),
    revertedFrom: row.reverted_from === null ? null : String(row.reverted_from),
  };
}
