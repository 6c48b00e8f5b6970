import { Link } from '@tanstack/react-router';
import { localeParams } from '../i18n/lang';
import { useLang, useT } from '../i18n/useLang';
import * as styles from './shell.css';

/** The spec gives the page's title and text in English only; German pages show them too, plus a German hint. */
export const notFoundTitle = '404 Page Not Found';
export const notFoundText = 'Did you forget to add the page to the router?';

export function NotFoundPage() {
  const t = useT();
  const lang = useLang();
  const foreign = lang === 'en' ? undefined : 'en';
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.notFoundTitle} lang={foreign}>
        {notFoundTitle}
      </h1>
      <p lang={foreign}>{notFoundText}</p>
      {lang === 'de' ? <p>{t('notFound.hint')}</p> : null}
      <Link to="/{-$locale}" params={localeParams(lang)} className={styles.footerLink}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
