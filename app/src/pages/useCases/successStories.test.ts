import { describe, expect, it } from 'vitest';
import { filterStories, type SuccessStory, validateStorySearch } from './successStories';

function story(id: string, quarter: string, title: string): SuccessStory {
  return {
    id,
    quarter,
    title,
    intro: `${title} intro`,
    description: 'Plain words',
    linkText: 'Read',
    link: `https://stories.example.com/${id}`,
  };
}

const stories = {
  en: [
    story('1', 'Q1 2024', 'Bakery doubles orders'),
    story('2', 'Q1 2024', 'Dentist saves time'),
    story('13', 'Q2 2024', 'Retail growth'),
    story('22', 'Q3 2024', 'Hotel bookings'),
    story('42', 'Q4 2024', 'Agency leads'),
  ],
  de: [
    story('1', 'Q1 2024', 'Bäckerei verdoppelt Bestellungen'),
    story('2', 'Q1 2024', 'Zahnarzt spart Zeit'),
    story('13', 'Q2 2024', 'Wachstum im Handel'),
    story('22', 'Q3 2024', 'Hotelbuchungen'),
    story('42', 'Q4 2024', 'Agentur-Leads'),
  ],
};

describe('filterStories', () => {
  it('shows the featured set in spec order for Highlights', () => {
    expect(filterStories(stories.en, 'featured', '', 'en').map((s) => s.id)).toEqual(['1', '13', '22', '42']);
  });

  it('shows only the chosen quarter', () => {
    expect(filterStories(stories.en, 'q1', '', 'en').map((s) => s.id)).toEqual(['1', '2']);
  });

  it('matches title, intro and description case-insensitively in the page language', () => {
    expect(filterStories(stories.en, 'q1', 'BAKERY', 'en').map((s) => s.id)).toEqual(['1']);
    expect(filterStories(stories.de, 'q1', 'bäckerei', 'de').map((s) => s.id)).toEqual(['1']);
    expect(filterStories(stories.de, 'q1', 'bakery', 'de')).toEqual([]);
    expect(filterStories(stories.en, 'q1', 'plain', 'en')).toHaveLength(2);
  });

  it('finds words that published copy holds with soft hyphens, as the visitor sees them', () => {
    // The studio's render puts invisible soft hyphens into long words (lib/hyphenation.ts).
    const published = [story('22', 'Q3 2024', 'Hotel\u00adbu\u00adchun\u00adgen verdoppelt')];
    expect(filterStories(published, 'q3', 'hotelbuchungen', 'de').map((s) => s.id)).toEqual(['22']);
    expect(filterStories(published, 'q3', 'buchungen verdoppelt', 'de').map((s) => s.id)).toEqual(['22']);
    expect(filterStories(stories.de, 'q3', 'Hotel\u00adbuchungen', 'de').map((s) => s.id)).toEqual(['22']);
  });

  it('searches only within the current tab', () => {
    expect(filterStories(stories.en, 'q2', 'bakery', 'en')).toEqual([]);
  });
});

describe('validateStorySearch', () => {
  it('keeps a valid tab and term', () => {
    expect(validateStorySearch({ tab: 'q3', q: 'hotel' })).toEqual({ tab: 'q3', q: 'hotel' });
  });

  it('drops unknown tabs, defaults and empty terms', () => {
    // Explicit undefined keys override the raw values the router keeps beside the validated ones.
    expect(validateStorySearch({ tab: 'q9' })).toHaveProperty('tab', undefined);
    expect(validateStorySearch({ tab: 'q9', q: '  ' })).toEqual({});
    expect(validateStorySearch({ tab: 'featured' })).toEqual({});
    expect(validateStorySearch({ q: ['a'] })).toEqual({});
  });

  it('caps the term at 100 characters and accepts numbers', () => {
    expect(validateStorySearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(validateStorySearch({ q: 2024 })).toEqual({ q: '2024' });
  });
});
