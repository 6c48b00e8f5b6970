import type { ContentPageSummary } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { filterContentPages } from './contentList';

const page = (id: string, de: string, en: string, path: string): ContentPageSummary => ({
  id,
  name: { de, en },
  paths: { de: path, en: `/en${path}` },
  state: 'built_in',
});

const pages = [
  page('about', 'Über uns', 'About', '/about'),
  page('nova', 'NOVA', 'NOVA', '/nova'),
  page('terms', 'Allgemeine Geschäftsbedingungen', 'Terms of service', '/terms-of-service'),
];

describe('searching the pages', () => {
  it('finds a page by its name in either language, case and accents aside', () => {
    expect(filterContentPages(pages, 'uber').map((p) => p.id)).toEqual(['about']);
    expect(filterContentPages(pages, 'TERMS').map((p) => p.id)).toEqual(['terms']);
    expect(filterContentPages(pages, 'geschäfts bedingungen').map((p) => p.id)).toEqual(['terms']);
  });

  it('finds a page by its address, German or English', () => {
    expect(filterContentPages(pages, '/en/nova').map((p) => p.id)).toEqual(['nova']);
    expect(filterContentPages(pages, 'terms-of').map((p) => p.id)).toEqual(['terms']);
  });

  it('shows every page for an empty search and none for one nothing matches', () => {
    expect(filterContentPages(pages, '  ')).toHaveLength(3);
    expect(filterContentPages(pages, 'pricing')).toEqual([]);
  });
});
