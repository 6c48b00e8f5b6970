import { Hero, Stack, Text } from '@site/ui';
import { TitledCards } from '../kit/lists';
import { PageSection } from '../kit/bands';
import { usePageCopy } from '../kit/pageCopy';
import { aboutContent } from './content';

export function AboutPage() {
  const content = usePageCopy('about', aboutContent);
  return (
    <>
      <Hero title={content.heading} lead={content.intro} />
      <PageSection id="story" title={content.story.title}>
        <Stack gap="4">
          {content.story.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </PageSection>
      <PageSection
        id="responsibility"
        title={content.responsibility.title}
        intro={content.responsibility.intro}
        tone="sunken"
      >
        <TitledCards items={content.responsibility.cards} />
      </PageSection>
    </>
  );
}
