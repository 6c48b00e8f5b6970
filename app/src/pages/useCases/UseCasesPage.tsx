import { Hero } from '@site/ui';
import { useLang, useT } from '../../i18n/useLang';
import { WithoutScriptNote } from '../../shell/WithoutScriptNote';
import { Island } from '../../islands/Island';
import { CtaBand, PageSection } from '../kit/bands';
import { PageLink } from '../kit/links';
import { CardList } from '../kit/lists';
import { usePageCopy } from '../kit/pageCopy';
import { type UseCasesContent, useCasesContent } from './content';
import { StoryBrowser, type StoryBrowserCopy, SuccessStoryCard } from './StoryBrowser';
import { filterStories } from './successStories';

/** What of the page's copy the story browser shows, for its props. */
function storyBrowserCopy(content: UseCasesContent): StoryBrowserCopy {
  const { stories, featuredLabel, tabsLabel, tabs, searchLabel, searchPlaceholder, clearLabel } = content;
  const { resultCount, emptyTitle, emptyHint, resetLabel } = content;
  return {
    stories,
    featuredLabel,
    tabsLabel,
    tabs,
    searchLabel,
    searchPlaceholder,
    clearLabel,
    resultCount,
    emptyTitle,
    emptyHint,
    resetLabel,
  };
}

export function UseCasesPage() {
  const lang = useLang();
  const t = useT();
  const content = usePageCopy('use-cases', useCasesContent);
  const featured = filterStories(content.stories, 'featured', '', lang);

  return (
    <>
      <Hero title={content.heading} lead={content.intro} />
      <PageSection id="featured" title={content.featuredTitle}>
        <CardList columns={{ base: 1, md: 2 }}>
          {featured.map((story) => (
            <li key={story.id}>
              <SuccessStoryCard story={story} lang={lang} featuredLabel={content.featuredLabel} />
            </li>
          ))}
        </CardList>
      </PageSection>
      <PageSection id="all" title={content.allTitle} tone="sunken">
        <Island
          name="story-browser"
          component={StoryBrowser}
          props={{ lang, content: storyBrowserCopy(content) }}
          when="near-view"
          needsScript
        />
        <WithoutScriptNote>{t('noScript.stories')}</WithoutScriptNote>
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
