import { Card, FeatureList, Hero, PricingTable, Text, TestimonialCard } from '@site/ui';
import { useLang } from '../../i18n/useLang';
import { formatPrice } from '../../lib/format';
import { ExploreRelated, ProductPage } from '../kit/currentProduct';
import { SchedulingLink } from '../kit/links';
import { CardList, CheckList, Paragraphs, TitledCard } from '../kit/lists';
import { PageSection } from '../kit/bands';
import type { SophieComparisonBody, SophieComparisonExtras } from './content';
import * as styles from './sophie.css';

/**
 * The SOPHIE overview and the two comparison routes: one body; the long comparison adds its `extras`, the
 * listening section, the example story, testimonials and the tier summary (spec §2).
 */
export function SophieComparisonView({
  heading,
  body,
  extras,
}: {
  heading: string;
  body: SophieComparisonBody;
  extras?: SophieComparisonExtras;
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
      {extras && (
        <PageSection id="listens" title={extras.listens.title}>
          <Paragraphs items={extras.listens.paragraphs} />
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
      {extras && (
        <PageSection id="example" title={extras.story.title}>
          <Paragraphs items={extras.story.paragraphs} />
        </PageSection>
      )}
      <PageSection id="personas" title={body.personas.title} intro={body.personas.intro}>
        <CardList columns={{ base: 1, md: 2, lg: 3 }}>
          {body.personas.items.map((persona, index) => (
            <TitledCard
              // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
              key={index}
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
      {extras && (
        <>
          <PageSection id="testimonials" title={extras.testimonials.title} tone="sunken">
            <CardList columns={{ base: 1, md: 3 }}>
              {extras.testimonials.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: copy lists are positional, and published copy may repeat a text.
                <li key={index}>
                  <TestimonialCard quote={item.quote} author={item.name} authorRole={item.role} />
                </li>
              ))}
            </CardList>
          </PageSection>
          <PageSection id="tiers" title={extras.tierSummary.title}>
            <FeatureList
              size="sm"
              items={extras.tierSummary.items.map((item) => ({ title: item.name, text: item.text }))}
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
