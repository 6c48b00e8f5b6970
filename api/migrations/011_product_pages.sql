-- A product's page in the content studio: its address under /solutions/ (NULL: the product has no page). The API
-- keeps addresses apart (one product per address, none of the site's own pages); the copy is the studio's
-- (content_drafts, content_publications under the page id `product-<id>`).
ALTER TABLE products ADD COLUMN page_slug TEXT;
