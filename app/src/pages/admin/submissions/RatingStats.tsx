import { type InboxFilter, type RatingGrouping, ratingGroupings } from '@site/schemas';
import { EmptyState, Select, Spinner, Stack, Text, visuallyHidden } from '@site/ui';
import { useId, useState } from 'react';
import { surveyContent } from '../../survey/content';
import { useAdminLang } from '../adminLanguage';
import { useAdminT } from '../adminMessages';
import { useInboxT } from './inboxMessages';
import { type RatingGroup, useRatingStats } from './inboxQueries';
import * as styles from './submissions.css';
import { LoadFailed } from '../LoadFailed';
import { formatDate, formatMonth, formatNumber } from '../../../lib/format';

const stars = [1, 2, 3, 4, 5] as const;

/** Count and average over every group, the average weighted by each group's count. */
export function overall(groups: readonly RatingGroup[]): { count: number; average: number } {
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  const total = groups.reduce((sum, group) => sum + group.average * group.count, 0);
  return { count, average: count === 0 ? 0 : Math.round((total / count) * 100) / 100 };
}

/**
 * The survey ratings of the current view, per solution or over time: a bar per group split by stars (hidden from
 * screen readers), then the same figures as a table. Counted by the server's SQL, never from loaded rows.
 */
export function RatingStats({ filter }: { filter: InboxFilter }) {
  const t = useInboxT();
  const adminT = useAdminT();
  const { lang } = useAdminLang();
  const [by, setBy] = useState<RatingGrouping>('solution');
  const stats = useRatingStats(filter, by);
  const captionId = useId();
  const tableCaptionId = useId();
  const number = (value: number) => formatNumber(value, lang, { max: 2 });
  const solutions = surveyContent[lang].solutions as Record<string, string>;

  // Every survey names its solution, so a group is always a solution id or a day.
  const groupLabel = (group: string) => {
    if (by === 'solution') return solutions[group] ?? group;
    return by === 'week'
      ? t('stats.weekOf', { date: formatDate(group, lang, 'medium') })
      : formatMonth(group, lang);
  };

  const groups = stats.data?.groups ?? [];
  const sum = overall(groups);

  return (
    <Stack gap="4">
      <Stack direction="row" gap="4" align="end" wrap>
        <Select
          label={t('stats.groupBy')}
          value={by}
          items={ratingGroupings.map((id) => ({ id, label: t(`stats.by.${id}`) }))}
          onChange={(id) => id && setBy(id as RatingGrouping)}
        />
      </Stack>
      {stats.isPending ? (
        <Spinner label={adminT('shell.loading')} />
      ) : stats.isError ? (
        <LoadFailed onRetry={() => stats.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState title={t('stats.emptyTitle')} hint={t('stats.emptyHint')} />
      ) : (
        <figure aria-labelledby={captionId} className={styles.chartFigure}>
          <Text id={captionId} as="figcaption" weight="semibold">
            {t('stats.summary', { count: sum.count, average: number(sum.average) })}
          </Text>
          <div aria-hidden="true" className={styles.chartBody}>
            <ul className={styles.legend}>
              {stars.map((star) => (
                <li key={star} className={styles.legendItem}>
                  <span className={`${styles.legendSwatch} ${styles.segment[star]}`} />
                  {t('rating.stars', { stars: star })}
                </li>
              ))}
            </ul>
            <ol className={styles.chart}>
              {groups.map((group) => (
                <li key={group.group ?? 'none'} className={styles.chartRow}>
                  <Text size="sm" weight="semibold" as="span">
                    {groupLabel(group.group)}
                  </Text>
                  <span className={styles.bar}>
                    {stars.map((star) => {
                      const given = group.distribution[star - 1] ?? 0;
                      return given > 0 ? (
                        <span
                          key={star}
                          className={styles.segment[star]}
                          style={{ width: `${(given / group.count) * 100}%` }}
                        />
                      ) : null;
                    })}
                  </span>
                  <Text size="sm" tone="muted" as="span">
                    {t('stats.rowSummary', { count: group.count, average: number(group.average) })}
                  </Text>
                </li>
              ))}
            </ol>
          </div>
          {/* The same figures for screen readers and for anyone who wants the exact numbers; on a phone the
              table scrolls sideways inside its own region. */}
          <section
            className={styles.tableScroll}
            aria-labelledby={tableCaptionId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
          >
            <table className={styles.dataTable}>
              <caption id={tableCaptionId} className={visuallyHidden}>
                {t(`stats.caption.${by}`)}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.dataHead}>
                    {t(`stats.by.${by}`)}
                  </th>
                  <th scope="col" className={styles.dataHead}>
                    {t('stats.count')}
                  </th>
                  <th scope="col" className={styles.dataHead}>
                    {t('stats.average')}
                  </th>
                  {stars.map((star) => (
                    <th key={star} scope="col" className={styles.dataHead}>
                      {t('rating.stars', { stars: star })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groups.map((group) => (
                  <tr key={group.group ?? 'none'}>
                    <th scope="row" className={styles.dataCell}>
                      {groupLabel(group.group)}
                    </th>
                    <td className={styles.dataCell}>{number(group.count)}</td>
                    <td className={styles.dataCell}>{number(group.average)}</td>
                    {group.distribution.map((count, index) => (
                      <td key={stars[index]} className={styles.dataCell}>
                        {number(count)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </figure>
      )}
    </Stack>
  );
}
