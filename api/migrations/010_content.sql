-- The content studio: an admin edits a page's copy (both languages) as a draft, then publishes it to the page's
-- live pages. A page has at most one draft, versioned like products (a save names the version it edited; a stale
-- one is refused, so two admins never overwrite each other); publishing it removes it.
CREATE TABLE content_drafts (
  page_id TEXT PRIMARY KEY NOT NULL,
  -- The copy as JSON ({"de": …, "en": …}), checked against the page's schema by the API before it is stored.
  content TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
) STRICT;

-- Every publication of a page's copy; the newest per page is what its live pages show. A revert is a new
-- publication of an earlier one's copy (or of none: back to the built-in copy), so the history only grows.
CREATE TABLE content_publications (
  -- Which is newest: the order they were stored in, one more than the last, given while no other publication can
  -- be written (SQLite and D1 write one transaction at a time). Not the ids: an id is made before the pages are
  -- rendered, on instances whose clocks differ, so ids need not sort in the order the publications were stored.
  seq INTEGER PRIMARY KEY NOT NULL,
  id TEXT NOT NULL UNIQUE,
  page_id TEXT NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT NOT NULL,
  -- What a revert brought back: a publication's id, or 'built_in'.
  reverted_from TEXT,
  -- The build that rendered `rendered`: a newer build renders the publication again and stores it here.
  build TEXT NOT NULL,
  -- The large columns last, so the small ones read on every page request (the newest publication per page) sit at
  -- the start of each row. The copy as JSON; NULL: the page went back to its built-in copy.
  content TEXT,
  -- The pages it rendered (RenderedPage[] as JSON: per language, the parts its copy writes, escaped by React).
  rendered TEXT NOT NULL
) STRICT;
-- The newest publication of each page, and a page's publications newest first.
CREATE INDEX content_publications_by_page ON content_publications (page_id, seq);
