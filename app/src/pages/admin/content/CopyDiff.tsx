import type { ContentField, PageCopy } from '@site/schemas';
import { Text } from '@site/ui';
import { useAdminLang } from '../adminLanguage';
import * as styles from './content.css';
import { useContentT } from './contentMessages';
import { copyChanges } from './copyDiff';
import { fieldTrail } from './copyNames';

/**
 * What changed from one copy to the next, readably: per changed field its name from the page down, its language,
 * and the text before and after (struck through and underlined, and said in words, not by colour alone).
 */
export function CopyDiff({ root, before, after }: { root: ContentField; before: PageCopy; after: PageCopy }) {
  const t = useContentT();
  const { lang } = useAdminLang();
  const changes = copyChanges(root, before, after);
  if (changes.length === 0)
    return (
      <Text size="sm" tone="muted">
        {t('history.noChanges')}
      </Text>
    );
  return (
    <ul className={styles.changes} aria-label={t('diff.changes')}>
      {changes.map((change) => (
        <li key={`${change.lang}.${change.path}`}>
          <Text size="sm" weight="semibold">
            {t('field.trail', {
              trail: fieldTrail(root, change.path, lang, t),
              lang: t(`lang.${change.lang}`),
            })}
          </Text>
          <Text size="sm">
            {t('diff.before')}:{' '}
            {change.before === null ? (
              t('diff.nothing')
            ) : (
              <del className={styles.before} lang={change.lang}>
                {change.before}
              </del>
            )}
          </Text>
          <Text size="sm">
            {t('diff.after')}:{' '}
            {change.after === null ? (
              t('diff.nothing')
            ) : (
              <ins className={styles.after} lang={change.lang}>
                {change.after}
              </ins>
            )}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** How many texts differ between two copies (the history's "Show changes (3)"). */
export const changeCount = (root: ContentField, before: PageCopy, after: PageCopy) =>
  copyChanges(root, before, after).length;
