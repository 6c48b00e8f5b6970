-- PostgreSQL twin of ../010_content.sql: the content studio's drafts (one per page, versioned like products) and
-- its publications (the newest per page is what its live pages show; the history only grows).
CREATE TABLE content_drafts (
  page_id text COLLATE "C" PRIMARY KEY,
  -- json, not jsonb: kept as written, keys in the copy's order; nothing queries inside it.
  content json NOT NULL,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

CREATE TABLE content_publications (
  -- Which is newest: the order they were stored in, one more than the last, given under an advisory lock held until
  -- the commit, so it is the order of the commits on every instance. Not the ids: an id is made before the pages
  -- are rendered, on instances whose clocks differ. Not an identity column: a copy from SQLite brings its numbers,
  -- which a sequence would not know.
  seq bigint PRIMARY KEY,
  id text COLLATE "C" NOT NULL UNIQUE,
  page_id text COLLATE "C" NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  -- What a revert brought back: a publication's id, or 'built_in'.
  reverted_from text COLLATE "C",
  -- The build that rendered `rendered`: a newer build renders the publication again and stores it here.
  build text NOT NULL,
  -- The copy; NULL: the page went back to its built-in copy.
  content json,
  -- The pages it rendered (RenderedPage[]: per language, the parts its copy writes, escaped by React).
  rendered json NOT NULL
);
-- The newest publication of each page, and a page's publications newest first.
CREATE INDEX content_publications_by_page ON content_publications (page_id, seq);
