import { Grid, Link, PricingTable, Stack, Text } from '@site/ui';
import type { SophieComparisonBody } from '../../../../content/sophieComparison';
import { ExploreRelated, useCurrentProduct } from '../../../../features/products/currentProduct';
import { useLang, useT } from '../../../../i18n/useLang';
import { formatPrice } from '../../../../lib/format';
import { siteConfig } from '../../../../site-config';
import { BulletList, CardTitle, ContentCard, PageHero, PageSection } from '../salesPage/PageParts';
import * as styles from './sophie.css';
import * as salesPageStyles from '../salesPage/salesPage.css';

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
  useCurrentProduct('sophie');
  const lang = useLang();
  const t = useT();
  const tiers = body.table.packages.map((pkg) => ({
    id: pkg.id,
    name: pkg.name,
    price: `${formatPrice(pkg.price, 'USD', lang)} ${pkg.period}`,
    sessions: pkg.sessions,
    focus: pkg.focus,
    support: pkg.support,
    action: (
      <Link
        href={siteConfig.schedulingUrl}
        isExternal
        externalLabel={t('common.opensInNewTab')}
        variant={pkg.id === 'standard' ? 'primary' : 'outline'}
        aria-label={`${pkg.cta} – ${pkg.name}`}
      >
        {pkg.cta}
      </Link>
    ),
  }));
  return (
    <>
      <PageHero eyebrow="SOPHIE" title={heading}>
        <Text size="lg">{body.intro}</Text>
        <ul className={styles.facts}>
          {body.facts.map((fact) => (
            <li key={fact} className={styles.fact}>
              {fact}
            </li>
          ))}
        </ul>
      </PageHero>
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
        <Grid columns={{ base: 1, md: 2, lg: 3 }} as="ul" className={salesPageStyles.cardList}>
          {body.personas.items.map((persona) => (
            <ContentCard key={persona.name} as="li">
              <CardTitle>{persona.name}</CardTitle>
              <Text tone="muted">{persona.title}</Text>
              <ul>
                {persona.points.map((point) => (
                  <li key={point.label}>
                    <Text as="span">
                      <strong>{point.label}</strong> {point.text}
                    </Text>
                  </li>
                ))}
              </ul>
            </ContentCard>
          ))}
        </Grid>
      </PageSection>
      {variant === 'long' && (
        <>
          <PageSection id="testimonials" title={body.testimonials.title} tone="sunken">
            <Grid columns={{ base: 1, md: 3 }} as="ul" className={salesPageStyles.cardList}>
              {body.testimonials.items.map((item) => (
                <ContentCard key={item.name} as="li">
                  <figure>
                    <blockquote className={styles.quote}>
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption>
                      <Text weight="semibold" as="span">
                        {item.name}
                      </Text>
                      <Text tone="muted" size="sm">
                        {item.role}
                      </Text>
                    </figcaption>
                  </figure>
                </ContentCard>
              ))}
            </Grid>
          </PageSection>
          <PageSection id="tiers" title={body.tierSummary.title}>
            <Stack gap="2" as="ul" className={salesPageStyles.cardList}>
              {body.tierSummary.items.map((item) => (
                <li key={item.name}>
                  <Text>
                    <strong>{item.name}</strong> – {item.text}
                  </Text>
                </li>
              ))}
            </Stack>
          </PageSection>
        </>
      )}
      <PageSection id="conclusion" title={body.conclusion.title}>
        <Text>{body.conclusion.text}</Text>
      </PageSection>
      <PageSection id="insights" title={body.insights.title} tone="sunken">
        <BulletList items={body.insights.items} />
      </PageSection>
      <ExploreRelated productId="sophie" />
    </>
  );
}
