-- The admin's products and colour schemes, each with a version for optimistic concurrency (an update names the
-- version it edited; a stale one is refused). Deleting marks the row, so an undo brings back the same record.
CREATE TABLE products (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'draft', 'archived')),
  base_color TEXT NOT NULL,
  -- Nine upper-case #RRGGBB colours as a JSON array, computed by the server from base_color.
  color_palette TEXT NOT NULL,
  dark_palette TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
) STRICT;

CREATE TABLE color_schemes (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  base_color TEXT NOT NULL,
  color_palette TEXT NOT NULL,
  dark_palette TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
) STRICT;

-- Every colour a scheme was published with, newest last; the newest is what the live pages show. A revert is a
-- new publication of an older one's colours, so the history only grows.
CREATE TABLE color_scheme_publications (
  id TEXT PRIMARY KEY NOT NULL,
  scheme_id TEXT NOT NULL,
  base_color TEXT NOT NULL,
  color_palette TEXT NOT NULL,
  dark_palette TEXT NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT NOT NULL,
  reverted_from TEXT
) STRICT;
CREATE INDEX color_scheme_publications_by_scheme ON color_scheme_publications (scheme_id, id);

-- Seed data applied once, by name, so deleting every seeded product does not bring them back on the next start.
CREATE TABLE applied_seeds (
  name TEXT PRIMARY KEY NOT NULL,
  applied_at TEXT NOT NULL
) STRICT;
