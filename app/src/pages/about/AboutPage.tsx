import { Card, Grid, Heading, Hero, Stack, Text } from '@site/ui';
import { aboutContent } from './content';
import { useLang } from '../../i18n/useLang';
import { PageSection } from '../kit/PageSection';
import { cardList } from '../kit/pageSection.css';

export function AboutPage() {
  const content = aboutContent[useLang()];
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
        <Grid columns={{ base: 1, md: 3 }} as="ul" className={cardList}>
          {content.responsibility.cards.map((card) => (
            <Card
              key={card.title}
              as="li"
              header={
                <Heading level={3} size="md">
                  {card.title}
                </Heading>
              }
            >
              <Text>{card.text}</Text>
            </Card>
          ))}
        </Grid>
      </PageSection>
    </>
  );
}
