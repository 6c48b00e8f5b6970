import { Link, useLocation } from '@tanstack/react-router';
import { visuallyHidden } from '@site/ui';
import { localeParams } from '../i18n/lang';
import { useLang, useT } from '../i18n/useLang';
import { Island } from '../islands/Island';
import { siteHeaderMark, siteNavMark } from '../islands/withoutScript';
import { siteConfig } from '../site-config';
import { HeaderControls } from './HeaderControls';
import * as styles from './shell.css';

function NavLinks() {
  const t = useT();
  const params = localeParams(useLang());
  return (
    <>
      <Link to="/{-$locale}/monthly" params={params} className={styles.navLink}>
        {t('nav.services')}
      </Link>
      <Link to="/{-$locale}/about" params={params} className={styles.navLink}>
        {t('nav.about')}
      </Link>
    </>
  );
}

export function Header() {
  const t = useT();
  const lang = useLang();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <header className={styles.header}>
      <div className={styles.headerInner} {...siteHeaderMark}>
        <Link
          to="/{-$locale}"
          params={localeParams(lang)}
          // Only the home page itself is current (`/en` would otherwise be current on every English page).
          activeOptions={{ exact: true }}
          className={styles.logo}
          aria-label={`${siteConfig.brand} – ${t('nav.home')}`}
        >
          <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true">
            <path d="M16 5l3.2 7.8L27 16l-7.8 3.2L16 27l-3.2-7.8L5 16l7.8-3.2z" fill="currentColor" />
          </svg>
          <span>{siteConfig.brand}</span>
          <span className={visuallyHidden}> – {t('nav.home')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className={styles.desktopNav} {...siteNavMark}>
          <NavLinks />
        </nav>
        <Island name="header-controls" component={HeaderControls} props={{ lang, path: pathname }} />
      </div>
    </header>
  );
}
