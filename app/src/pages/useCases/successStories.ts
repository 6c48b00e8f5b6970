import type { Lang } from '../../i18n/lang';
import { withoutSoftHyphens } from '../../lib/softHyphens';

export const storyTabs = ['featured', 'q1', 'q2', 'q3', 'q4'] as const;
export type StoryTab = (typeof storyTabs)[number];

/** A success story as a page in one language shows it. */
export interface SuccessStory {
  /** Spec §3's id, which says the tabs that show the story (`storyIdsByTab`). */
  id: string;
  quarter: string;
  title: string;
  intro: string;
  description: string;
  linkText: string;
  link: string;
}

/** Spec §3: which story ids each tab shows; Highlights is the featured set. */
export const storyIdsByTab: Record<StoryTab, readonly string[]> = {
  featured: ['1', '13', '22', '42'],
  q1: ['1', '2', '3', '4', '5'],
  q2: ['11', '12', '13'],
  q3: ['21', '22', '23'],
  q4: ['31', '32', '42'],
};

export function isFeatured(id: string): boolean {
  return storyIdsByTab.featured.includes(id);
}

/**
 * The stories of one tab whose title, intro or description contains the term (case-insensitive, in the page's
 * language, which the stories are in). A blank term keeps the whole tab.
 */
export function filterStories(
  stories: readonly SuccessStory[],
  tab: StoryTab,
  term: string,
  lang: Lang,
): SuccessStory[] {
  const ids = storyIdsByTab[tab];
  const inTab = ids.flatMap((id) => stories.filter((story) => story.id === id));
  // As the visitor reads the words: published copy has invisible soft hyphens in its long ones.
  const needle = withoutSoftHyphens(term).trim().toLocaleLowerCase(lang);
  if (needle === '') return inTab;
  return inTab.filter((story) => {
    return [story.title, story.intro, story.description].some((field) =>
      withoutSoftHyphens(field).toLocaleLowerCase(lang).includes(needle),
    );
  });
}

export interface StorySearch {
  tab?: StoryTab;
  q?: string;
}

export const maxSearchLength = 100;

/**
 * Search params of /use-cases, checked so a shared or reloaded link restores the view; anything unknown falls back
 * to the default (Highlights, no term) instead of an error page. Defaults stay out of the URL.
 */
export function validateStorySearch(search: Record<string, unknown>): StorySearch {
  const result: StorySearch = { tab: undefined, q: undefined };
  const tab = search.tab;
  if (typeof tab === 'string' && (storyTabs as readonly string[]).includes(tab) && tab !== 'featured') {
    result.tab = tab as StoryTab;
  }
  const q = typeof search.q === 'number' ? String(search.q) : search.q;
  if (typeof q === 'string' && q.trim() !== '') result.q = q.slice(0, maxSearchLength);
  return result;
}
