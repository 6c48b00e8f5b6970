import { Grid, Stack, Text } from '@site/ui';
import { aboutContent } from '../../../content/about';
import { useLang } from '../../../i18n/useLang';
import { CardTitle, ContentCard, PageHero, PageSection } from './salesPage/PageParts';
import * as salesPageStyles from './salesPage/salesPage.css';

export function AboutPage() {
  const content = aboutContent[useLang()];
  return (
    <>
      <PageHero title={content.heading}>
        <Text size="lg">{content.intro}</Text>
      </PageHero>
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
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={salesPageStyles.cardList}>
          {content.responsibility.cards.map((card) => (
            <ContentCard key={card.title} as="li">
              <CardTitle>{card.title}</CardTitle>
              <Text>{card.text}</Text>
            </ContentCard>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
