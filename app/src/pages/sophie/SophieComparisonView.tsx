import { Card, FeatureList, Hero, PricingTable, Text, TestimonialCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { SchedulingLink } from '../kit/links';
import { CardList, CheckList, TitledCard } from '../kit/lists';
import { PageSection } from '../kit/bands';
import type { SophieComparisonBody } from './content';
import * as styles from './sophie.css';

/**
 * The SOPHIE overview and the two comparison routes: one body, the `long` variant adds the listening section,
 * the example story, testimonials and the tier summary (spec §2).
 */
export function SophieComparisonView({
  heading,
  body,
  variant,
}: {
  heading: string;
  body: SophieComparisonBody;
  variant: 'short' | 'long';
}) {
  const lang = useLang();
  const tiers = body.table.packages.map((pkg) => ({
    id: pkg.id,
    name: pkg.name,
    price: `${formatPrice(pkg.price, 'USD', lang)} ${pkg.period}`,
    sessions: pkg.sessions,
    focus: pkg.focus,
    support: pkg.support,
    action: (
      <SchedulingLink
        variant={pkg.id === 'standard' ? 'primary' : 'outline'}
        aria-label={`${pkg.cta} – ${pkg.name}`}
      >
        {pkg.cta}
      </SchedulingLink>
    ),
  }));
  return (
    <ProductPage id="sophie">
      <Hero
        eyebrow="SOPHIE"
        title={heading}
        lead={body.intro}
        media={
          // On a card, because the check list keeps the page text colour, which the product gradient cannot carry.
          <Card variant="elevated">
            <CheckList items={body.facts} />
          </Card>
        }
      />
      {variant === 'long' && (
        <PageSection id="listens" title={body.listens.title}>
          {body.listens.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </PageSection>
      )}
      <PageSection id="pricing" title={body.table.title} tone="sunken">
        <div className={styles.tableScroll}>
          <PricingTable
            caption={body.table.caption}
            tiers={tiers}
            rowLabels={body.table.rowLabels}
            highlightedTierId="standard"
            highlightLabel={body.table.highlight}
            hideCaption
          />
        </div>
      </PageSection>
      {variant === 'long' && (
        <PageSection id="example" title={body.story.title}>
          {body.story.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </PageSection>
      )}
      <PageSection id="personas" title={body.personas.title} intro={body.personas.intro}>
        <CardList columns={{ base: 1, md: 2, lg: 3 }}>
          {body.personas.items.map((persona) => (
            <TitledCard
              key={persona.name}
              title={persona.name}
              subtitle={persona.title}
              productTheme={persona.colorScheme}
            >
              <FeatureList
                size="sm"
                items={persona.points.map((point) => ({ title: point.label, text: point.text }))}
              />
            </TitledCard>
          ))}
        </CardList>
      </PageSection>
      {variant === 'long' && (
        <>
          <PageSection id="testimonials" title={body.testimonials.title} tone="sunken">
            <CardList columns={{ base: 1, md: 3 }}>
              {body.testimonials.items.map((item) => (
                <li key={item.name}>
                  <TestimonialCard quote={item.quote} author={item.name} authorRole={item.role} />
                </li>
              ))}
            </CardList>
          </PageSection>
          <PageSection id="tiers" title={body.tierSummary.title}>
            <FeatureList
              size="sm"
              items={body.tierSummary.items.map((item) => ({ title: item.name, text: item.text }))}
            />
          </PageSection>
        </>
      )}
      <PageSection id="conclusion" title={body.conclusion.title}>
        <Text>{body.conclusion.text}</Text>
      </PageSection>
      <PageSection id="insights" title={body.insights.title} tone="sunken">
        <CheckList items={body.insights.items} />
      </PageSection>
      <ExploreRelated productId="sophie" />
    </ProductPage>
  );
}
