import { Grid, Heading, Text, visuallyHidden } from '@site/ui';
import { solutionsContent } from '../../../content/solutions';
import { useLang } from '../../../i18n/useLang';
import { PageHero, PageLink, PageSection, kitStyles } from './pagesB/kit';
import * as styles from './solutions/solutions.css';

export function SolutionsPage() {
  const content = solutionsContent[useLang()];
  return (
    <div>
      <PageHero themed={false} title={content.heading} lead={content.lead} />
      <PageSection id="solutions" title={content.heading}>
        <Grid columns={{ base: 1, md: 2 }}>
          {content.cards.map((card) => (
            <article key={card.id} className={`${kitStyles.card} ${card.fullWidth ? styles.fullWidth : ''}`}>
              <Heading level={3} size="lg">
                {card.title}
              </Heading>
              <Text>{card.description}</Text>
              <div className={kitStyles.cardFooter}>
                <PageLink to={card.link} variant="outline">
                  {content.learnMore}
                  <span className={visuallyHidden}>: {card.title}</span>
                </PageLink>
              </div>
            </article>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="demo" title={content.demo.title} lead={content.demo.text} sunken>
        <div>
          <PageLink to="/demo" variant="primary">
            {content.demo.cta}
          </PageLink>
        </div>
      </PageSection>
    </div>
  );
}
