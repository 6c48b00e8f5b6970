import { Button, Grid, Heading, Icon, StoryCard, Text } from '@site/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { Input, Label, SearchField, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { successStories, useCasesContent } from '../../../content/useCases';
import {
  filterStories,
  isFeatured,
  type StoryTab,
  storyIdsByTab,
  storyTabs,
} from '../../../features/successStories/successStories';
import { localePath } from '../../../i18n/lang';
import { useLang, useT } from '../../../i18n/useLang';
import { ClosingCta, PageHero, PageSection } from './salesPage/PageParts';
import * as styles from './useCases/useCases.css';
import * as salesPageStyles from './salesPage/salesPage.css';

const noSubscription = () => () => {};

/**
 * The page is prerendered without search params, so the first client render must match that HTML; the tab and
 * term from the URL take over right after hydration (and immediately on client-side navigation).
 */
function useIsHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function UseCasesPage() {
  const lang = useLang();
  const t = useT();
  const content = useCasesContent[lang];
  const search = useSearch({ from: '/{-$locale}/use-cases' });
  const navigate = useNavigate({ from: '/{-$locale}/use-cases' });
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

  const card = (story: (typeof results)[number], headingLevel: 3 | 4) => {
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
          headingLevel={headingLevel}
        />
      </li>
    );
  };

  return (
    <>
      <PageHero title={content.heading}>
        <Text size="lg">{content.intro}</Text>
      </PageHero>
      <PageSection id="featured" title={content.featuredTitle}>
        <Grid columns={{ base: 1, md: 2 }} as="ul" className={salesPageStyles.cardList}>
          {featured.map((story) => card(story, 3))}
        </Grid>
      </PageSection>
      <PageSection id="all" title={content.allTitle} tone="sunken">
        <Tabs selectedKey={tab} onSelectionChange={(key) => setSearch({ tab: key as StoryTab, q: term })}>
          <div className={styles.controls}>
            <TabList aria-label={content.tabsLabel} className={styles.tabList}>
              {storyTabs.map((id) => (
                <Tab key={id} id={id} className={styles.tab}>
                  {content.tabs[id]}
                </Tab>
              ))}
            </TabList>
            <SearchField
              className={styles.searchField}
              value={term}
              maxLength={100}
              onChange={(value) => setSearch({ tab, q: value })}
            >
              <Label className={styles.searchLabel}>{content.searchLabel}</Label>
              <div className={styles.searchInputRow}>
                <Input className={styles.searchInput} placeholder={content.searchPlaceholder} />
              </div>
            </SearchField>
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
                <Grid columns={{ base: 1, md: 2, lg: 3 }} as="ul" className={salesPageStyles.cardList}>
                  {results.map((story) => card(story, 3))}
                </Grid>
              ) : (
                <div className={styles.empty}>
                  <Icon name="close" size="lg" />
                  <Heading level={3} size="md">
                    {content.emptyTitle}
                  </Heading>
                  <Text tone="muted">{content.emptyHint}</Text>
                  {term !== '' && (
                    <Button variant="outline" onPress={() => setSearch({ tab, q: '' })}>
                      {content.resetLabel}
                    </Button>
                  )}
                </div>
              )}
            </TabPanel>
          ))}
        </Tabs>
      </PageSection>
      <ClosingCta title={content.closing.title} text={content.closing.text}>
        {/* A plain anchor on purpose: the spec asks for a full page load of the survey, not client-side routing. */}
        <a href={localePath(lang, '/survey')} className={styles.surveyLink}>
          {content.closing.button}
        </a>
      </ClosingCta>
    </>
  );
}
