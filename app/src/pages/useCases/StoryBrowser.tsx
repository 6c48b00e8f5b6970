import {
  Button,
  EmptyState,
  Icon,
  SearchField,
  StoryCard,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@site/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../i18n/lang';
import { translatorFor } from '../../i18n/messages';
import { CardList } from '../kit/lists';
import type { UseCasesContent } from './content';
import {
  filterStories,
  isFeatured,
  maxSearchLength,
  type SuccessStory,
  type StoryTab,
  storyIdsByTab,
  storyTabs,
  validateStorySearch,
} from './successStories';
import * as styles from './useCases.css';

interface View {
  tab: StoryTab;
  q: string;
}

const initialView: View = { tab: 'featured', q: '' };

/** The view a shared or reloaded address asks for; anything unknown falls back to the default. */
function viewFromAddress(): View {
  const search = validateStorySearch(Object.fromEntries(new URLSearchParams(window.location.search)));
  return { tab: search.tab ?? 'featured', q: search.q ?? '' };
}

/** The view into the address, defaults left out, replacing the entry so Back leaves the page. */
function showInAddress(view: View) {
  const url = new URL(window.location.href);
  for (const [key, value, fallback] of [
    ['tab', view.tab, 'featured'],
    ['q', view.q, ''],
  ] as const) {
    if (value === fallback) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  window.history.replaceState(window.history.state, '', url);
}

/** The page's copy the browser shows: it comes with the island's props, so a published page's island shows it too. */
export type StoryBrowserCopy = Pick<
  UseCasesContent,
  | 'stories'
  | 'featuredLabel'
  | 'tabsLabel'
  | 'tabs'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'clearLabel'
  | 'resultCount'
  | 'emptyTitle'
  | 'emptyHint'
  | 'resetLabel'
>;

/** "1 story", "3 stories": the count in the plural form its language uses for that number. */
function resultCount(content: StoryBrowserCopy, lang: Lang, count: number): string {
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other';
  return content.resultCount[form].replace('{count}', String(count));
}

/** Every success story by quarter, with a search; the tab and the term live in the address (`?tab=q2&q=…`). */
export function StoryBrowser({ lang, content }: { lang: Lang; content: StoryBrowserCopy }) {
  // Prerendered without search params: the address's view takes over before the first paint after hydration.
  const [view, setView] = useState<View>(initialView);
  useLayoutEffect(() => setView(viewFromAddress()), []);
  const { tab, q: term } = view;
  const results = filterStories(content.stories, tab, term, lang);

  const change = (next: View) => {
    setView(next);
    showInAddress(next);
  };
  const controlsRef = useRef<HTMLDivElement>(null);
  // The reset button goes with the empty result it sits in; the keyboard goes back to the search box.
  const resetSearch = () => {
    change({ tab, q: '' });
    controlsRef.current?.querySelector('input')?.focus();
  };

  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => change({ tab: key as StoryTab, q: term })}>
      <div className={styles.controls} ref={controlsRef}>
        <TabList aria-label={content.tabsLabel} className={styles.tabList}>
          {storyTabs.map((id) => (
            <Tab key={id} id={id}>
              {content.tabs[id]}
            </Tab>
          ))}
        </TabList>
        <SearchField
          label={content.searchLabel}
          placeholder={content.searchPlaceholder}
          clearLabel={content.clearLabel}
          value={term}
          maxLength={maxSearchLength}
          onChange={(value) => change({ tab, q: value })}
        />
      </div>
      {storyTabs.map((id) => (
        <TabPanel key={id} id={id} className={styles.panel}>
          <Text tone="muted" role="status">
            {resultCount(content, lang, id === tab ? results.length : storyIdsByTab[id].length)}
          </Text>
          {results.length > 0 ? (
            <CardList columns={{ base: 1, md: 2, lg: 3 }}>
              {results.map((story) => (
                <li key={story.id}>
                  <SuccessStoryCard story={story} lang={lang} featuredLabel={content.featuredLabel} />
                </li>
              ))}
            </CardList>
          ) : (
            <EmptyState
              title={content.emptyTitle}
              hint={content.emptyHint}
              icon={<Icon name="search" size="lg" />}
              action={
                term !== '' && (
                  <Button variant="outline" onPress={resetSearch}>
                    {content.resetLabel}
                  </Button>
                )
              }
            />
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** One story as a card, on the page's featured list and in the browser alike. */
export function SuccessStoryCard({
  story,
  lang,
  featuredLabel,
}: {
  story: SuccessStory;
  lang: Lang;
  featuredLabel: string;
}) {
  return (
    <StoryCard
      quarter={story.quarter}
      title={story.title}
      intro={story.intro}
      description={story.description}
      href={story.link}
      linkText={story.linkText}
      featured={isFeatured(story.id)}
      featuredLabel={featuredLabel}
      newTabLabel={translatorFor(lang)('common.opensInNewTab')}
      headingLevel={3}
    />
  );
}
