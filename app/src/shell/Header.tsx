import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon, visuallyHidden } from '@site/ui';
import { useState } from 'react';
import { basePath, localeParams, localePath } from '../i18n/lang';
import { useLang, useT } from '../i18n/useLang';
import { useTheme } from '../lib/theme';
import { siteConfig } from '../site-config';
import * as styles from './shell.css';

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const params = localeParams(useLang());
  return (
    <>
      <Link to="/{-$locale}/monthly" params={params} className={styles.navLink} onClick={onNavigate}>
        {t('nav.services')}
      </Link>
      <Link to="/{-$locale}/about" params={params} className={styles.navLink} onClick={onNavigate}>
        {t('nav.about')}
      </Link>
    </>
  );
}

function ThemeSwitch() {
  const t = useT();
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <Button
      className={styles.iconButton}
      onPress={toggleTheme}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </Button>
  );
}

/** Goes to the same page in the other language (`/nova` ↔ `/en/nova`), keeping search params. */
function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const router = useRouter();
  const other = lang === 'de' ? 'en' : 'de';
  const href = localePath(other, basePath(location.pathname)) + (location.searchStr ?? '');
  return (
    <a
      href={href}
      className={`${styles.iconButton} ${styles.langLink}`}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {t('lang.switchShort')}
      <span className={visuallyHidden}> – {t('lang.switchLabel')}</span>
    </a>
  );
}

export function Header() {
  const t = useT();
  const lang = useLang();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
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
        <nav aria-label={t('nav.main')} className={styles.desktopNav}>
          <NavLinks />
        </nav>
        <div className={styles.controls}>
          <ThemeSwitch />
          <LanguageSwitch />
          <DialogTrigger isOpen={menuOpen} onOpenChange={setMenuOpen}>
            <Button className={`${styles.iconButton} ${styles.mobileOnly}`} aria-label={t('nav.openMenu')}>
              <Icon name="menu" />
            </Button>
            <ModalOverlay className={styles.drawerOverlay} isDismissable>
              <Modal className={styles.drawer}>
                <Dialog aria-labelledby="mobile-menu-title" style={{ outline: 'none' }}>
                  <div className={styles.drawerHeader}>
                    <Heading slot="title" id="mobile-menu-title" className={styles.drawerTitle}>
                      {t('nav.menu')}
                    </Heading>
                    <Button className={styles.iconButton} slot="close" aria-label={t('nav.closeMenu')}>
                      <Icon name="close" />
                    </Button>
                  </div>
                  <nav aria-label={t('nav.main')} className={styles.drawerNav}>
                    <Link
                      to="/{-$locale}"
                      params={localeParams(lang)}
                      activeOptions={{ exact: true }}
                      className={styles.navLink}
                      onClick={() => setMenuOpen(false)}
                    >
                      {t('nav.home')}
                    </Link>
                    <NavLinks onNavigate={() => setMenuOpen(false)} />
                  </nav>
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        </div>
      </div>
    </header>
  );
}
