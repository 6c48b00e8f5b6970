import type { AuditEntry } from '../../audit/types.ts';
import type { ColorScheme, Product, Publication } from '../../catalogue/types.ts';

/** What a versioned change came to: done, refused because someone changed the record first, or no such record. */
export type VersionedOutcome<Record> =
  | { kind: 'done'; record: Record }
  | { kind: 'conflict'; current: Record }
  | { kind: 'not_found' };

/**
 * One kind of versioned admin record (products, colour schemes). Changes name the version they edited; the
 * store refuses a stale one, so two admins never silently overwrite each other.
 */
export interface VersionedRecords<Record extends { id: string; version: number }> {
  list(): Promise<Record[]>;
  find(id: string): Promise<Record | undefined>;
  /** A record deleted and not yet purged, as Undo would bring it back (the audit log names it by its name). */
  findDeleted(id: string): Promise<Record | undefined>;
  create(record: Record, audit: AuditEntry): Promise<'created' | 'id_taken'>;
  /** Writes `record` (with its version already raised) if the stored one is still `expectedVersion`. */
  update(record: Record, expectedVersion: number, audit: AuditEntry): Promise<VersionedOutcome<Record>>;
  /** Marks the record deleted (kept for undo) if it is still `expectedVersion`. */
  remove(
    id: string,
    expectedVersion: number,
    at: string,
    audit: AuditEntry,
  ): Promise<VersionedOutcome<Record>>;
  /** Brings back a deleted record exactly as it was, one version later. */
  restore(id: string, at: string, audit: AuditEntry): Promise<Record | undefined>;
}

export interface CatalogueRepository {
  products: VersionedRecords<Product>;
  colorSchemes: VersionedRecords<ColorScheme>;
  /**
   * Publishes a scheme's colours to the live pages, if the scheme is still at `expectedVersion`; `scheme` is
   * written too (a revert changes its colours back).
   */
  publish(
    publication: Publication,
    scheme: ColorScheme,
    expectedVersion: number,
    audit: AuditEntry,
  ): Promise<VersionedOutcome<ColorScheme>>;
  latestPublication(schemeId: string): Promise<Publication | undefined>;
  findPublication(id: string): Promise<Publication | undefined>;
  listPublications(schemeId: string): Promise<Publication[]>;
  /** Inserts seed records once per seed name, however often it is called. */
  seedOnce(name: string, at: string, products: Product[], schemes: ColorScheme[]): Promise<boolean>;
  /** Forgets records deleted before this time (an undo is only offered for seconds). */
  purgeDeleted(before: string): Promise<void>;
}
