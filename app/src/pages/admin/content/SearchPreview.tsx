import { metaGuides, type PageCopy } from '@site/schemas';
import { Stack, Text } from '@site/ui';
import { getIn, useFormikContext } from 'formik';
import { useId } from 'react';
import { absoluteUrl, fullPageTitle } from '../../../lib/seo';
import * as styles from './content.css';
import { useContentT } from './contentMessages';
import { characterCount } from './CopyField';
import { useCopyModel } from './copyModel';
import type { CopyPath } from './copyTree';

const langs = ['de', 'en'] as const;

/** A text as a search result shows it: whole when it fits the guide, else cut at a word before it, with "…". */
export function cutToGuide(text: string, guide: number): string {
  if (characterCount(text) <= guide) return text;
  const start = [...text].slice(0, guide - 1).join('');
  const lastSpace = start.lastIndexOf(' ');
  return `${(lastSpace > guide / 2 ? start.slice(0, lastSpace) : start).trimEnd()} …`;
}

/**
 * The page's meta title and description as a search result, per language, while they are typed: the title as the
 * page's head writes it (with the brand), the address, the description, each cut where search engines cut.
 */
export function SearchPreview({
  titlePath,
  descriptionPath,
}: {
  titlePath: CopyPath;
  descriptionPath: CopyPath;
}) {
  const t = useContentT();
  const { paths } = useCopyModel();
  const { values } = useFormikContext<PageCopy>();
  const id = useId();
  const text = (lang: 'de' | 'en', path: CopyPath) => {
    const value = getIn(values, `${lang}.${path}`) as unknown;
    return typeof value === 'string' ? value.trim() : '';
  };
  return (
    <Stack gap="2">
      <Text size="sm" weight="semibold">
        {t('meta.preview')}
      </Text>
      <div className={styles.searchResults}>
        {langs.map((lang) => (
          <figure key={lang} className={styles.searchResult} aria-labelledby={`${id}-${lang}`}>
            <figcaption id={`${id}-${lang}`}>
              <Text as="span" size="sm" tone="muted">
                {t('meta.previewIn', { lang: t(`lang.${lang}`) })}
              </Text>
            </figcaption>
            <div lang={lang}>
              <p className={styles.searchUrl}>{absoluteUrl(paths[lang])}</p>
              <p className={styles.searchTitle}>
                {cutToGuide(fullPageTitle(text(lang, titlePath)), metaGuides.title)}
              </p>
              <p className={styles.searchDescription}>
                {cutToGuide(text(lang, descriptionPath), metaGuides.description)}
              </p>
            </div>
          </figure>
        ))}
      </div>
    </Stack>
  );
}
