/** The catalogue's records live in @site/schemas, shared with the admin screens that read them. */
export type { ColorScheme, Product, Publication, Versioned } from '@site/schemas';
