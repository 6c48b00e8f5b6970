import {
  Button,
  EmptyState,
  Hero,
  Icon,
  SearchField,
  StoryCard,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@site/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { successStories, useCasesContent } from './content';
import { filterStories, isFeatured, type StoryTab, storyIdsByTab, storyTabs } from './successStories';
import { useLang, useT } from '../../i18n/useLang';
import { PageLink } from '../kit/links';
import { CardList } from '../kit/lists';
import { CtaBand, PageSection } from '../kit/bands';
import * as styles from './useCases.css';
import { useIsHydrated } from '../../lib/hydration';

export function UseCasesPage() {
  const lang = useLang();
  const t = useT();
  const content = useCasesContent[lang];
  const search = useSearch({ from: '/{-$locale}/use-cases' });
  const navigate = useNavigate({ from: '/{-$locale}/use-cases' });
  // Prerendered without search params: the tab and term from the URL take over right after hydration.
  const hydrated = useIsHydrated();
  const tab: StoryTab = (hydrated && search.tab) || 'featured';
  const term = (hydrated && search.q) || '';
  const results = filterStories(successStories, tab, term, lang);
  const featured = filterStories(successStories, 'featured', '', lang);

  const setSearch = (next: { tab: StoryTab; q: string }) =>
    navigate({
      search: { tab: next.tab === 'featured' ? undefined : next.tab, q: next.q === '' ? undefined : next.q },
      replace: true,
      resetScroll: false,
    });

  const card = (story: (typeof results)[number]) => {
    const text = story.text[lang];
    return (
      <li key={story.id}>
        <StoryCard
          quarter={story.quarter}
          title={text.title}
          intro={text.intro}
          description={text.description}
          href={story.link}
          linkText={text.linkText}
          featured={isFeatured(story.id)}
          featuredLabel={content.featuredLabel}
          newTabLabel={t('common.opensInNewTab')}
          headingLevel={3}
        />
      </li>
    );
  };

  return (
    <>
      <Hero title={content.heading} lead={content.intro} />
      <PageSection id="featured" title={content.featuredTitle}>
        <CardList columns={{ base: 1, md: 2 }}>{featured.map(card)}</CardList>
      </PageSection>
      <PageSection id="all" title={content.allTitle} tone="sunken">
        <Tabs selectedKey={tab} onSelectionChange={(key) => setSearch({ tab: key as StoryTab, q: term })}>
          <div className={styles.controls}>
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
              maxLength={100}
              onChange={(value) => setSearch({ tab, q: value })}
            />
          </div>
          {storyTabs.map((id) => (
            <TabPanel key={id} id={id} className={styles.panel}>
              <Text tone="muted" role="status">
                {content.resultCount.replace(
                  '{count}',
                  String(id === tab ? results.length : storyIdsByTab[id].length),
                )}
              </Text>
              {results.length > 0 ? (
                <CardList columns={{ base: 1, md: 2, lg: 3 }}>{results.map(card)}</CardList>
              ) : (
                <EmptyState
                  title={content.emptyTitle}
                  hint={content.emptyHint}
                  icon={<Icon name="search" size="lg" />}
                  action={
                    term !== '' && (
                      <Button variant="outline" onPress={() => setSearch({ tab, q: '' })}>
                        {content.resetLabel}
                      </Button>
                    )
                  }
                />
              )}
            </TabPanel>
          ))}
        </Tabs>
      </PageSection>
      <CtaBand
        spacing="sm"
        copy={content.closing}
        actions={
          // `target="_top"` keeps the router out of it: the spec asks for a full page load of the survey.
          <PageLink to="/{-$locale}/survey" target="_top" variant="primary" size="lg">
            {content.closing.button}
          </PageLink>
        }
      />
    </>
  );
}
