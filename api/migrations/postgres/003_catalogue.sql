-- PostgreSQL twin of ../003_catalogue.sql: products and colour schemes, each with a version for optimistic
-- concurrency; deleting marks the row, so an undo brings back the same record.
CREATE TABLE products (
  id text COLLATE "C" PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  description text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'draft', 'archived')),
  base_color text NOT NULL,
  -- Nine upper-case #RRGGBB colours as a JSON array, computed by the server from base_color.
  color_palette json NOT NULL,
  dark_palette json NOT NULL,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);

CREATE TABLE color_schemes (
  id text COLLATE "C" PRIMARY KEY,
  name text NOT NULL,
  base_color text NOT NULL,
  color_palette json NOT NULL,
  dark_palette json NOT NULL,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz
);

-- Every colour a scheme was published with; the newest is what the live pages show. A revert is a new
-- publication of an older one's colours, so the history only grows.
CREATE TABLE color_scheme_publications (
  id text COLLATE "C" PRIMARY KEY,
  scheme_id text COLLATE "C" NOT NULL,
  base_color text NOT NULL,
  color_palette json NOT NULL,
  dark_palette json NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  reverted_from text
);
CREATE INDEX color_scheme_publications_by_scheme ON color_scheme_publications (scheme_id, id);

-- Seed data applied once, by name, so deleting every seeded product does not bring them back on the next start.
CREATE TABLE applied_seeds (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL
);
