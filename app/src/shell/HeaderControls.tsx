import { Icon, visuallyHidden } from '@site/ui';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { basePath, type Lang, localePath } from '../i18n/lang';
import { type MessageKey, translatorFor } from '../i18n/messages';
import { themeSwitchAttribute } from '../islands/earlyPresses';
import { toggleTheme } from '../lib/theme';
import * as styles from './shell.css';

type MobileMenuDrawer = typeof import('./MobileMenu').MobileMenu;

/**
 * The drawer's code loads when the menu is first opened: most visits never open it. It is rendered once it has
 * loaded, not through Suspense: React holds back content that replaces a Suspense fallback for up to 300 ms, and
 * the drawer showed half a second after the tap on a 4× slower phone.
 */
const loadMobileMenu = () => import('./MobileMenu').then((module) => module.MobileMenu);

export interface HeaderControlsProps {
  lang: Lang;
  /** The page's path, e.g. `/en/about`. */
  path: string;
}

function ThemeSwitch({ t }: { t: (key: MessageKey) => string }) {
  return (
    <Button
      className={styles.iconButton}
      onPress={toggleTheme}
      // Answers before the header has hydrated too (`earlyPresses.ts`).
      {...{ [themeSwitchAttribute]: '' }}
    >
      {/* Both faces are in the HTML and the root's class shows one: right before hydration too. */}
      <span className={styles.whenLight}>
        <Icon name="moon" />
        <span className={visuallyHidden}>{t('theme.toDark')}</span>
      </span>
      <span className={styles.whenDark}>
        <Icon name="sun" />
        <span className={visuallyHidden}>{t('theme.toLight')}</span>
      </span>
    </Button>
  );
}

/** Goes to the same page in the other language (`/nova` ↔ `/en/nova`), keeping the address's search. */
function LanguageSwitch({ lang, path, t }: HeaderControlsProps & { t: (key: MessageKey) => string }) {
  const other = lang === 'de' ? 'en' : 'de';
  const href = localePath(other, basePath(path));
  return (
    <a
      href={href}
      className={`${styles.iconButton} ${styles.langLink}`}
      hrefLang={other}
      lang={other}
      // The prerendered link cannot know the search (the use cases page keeps its filter there); it is added as
      // the link is followed.
      onClick={(event) => {
        event.currentTarget.href = href + window.location.search;
      }}
    >
      {t('lang.switchShort')}
      <span className={visuallyHidden}> – {t('lang.switchLabel')}</span>
    </a>
  );
}

/**
 * The header's controls: theme switch, language switch and the mobile menu. An island: on a page that loads no
 * app these are the parts of the header that answer, hydrated on their own.
 */
export function HeaderControls({ lang, path }: HeaderControlsProps) {
  const t = translatorFor(lang);
  const [menuOpen, setMenuOpen] = useState(false);
  const [MobileMenu, setMobileMenu] = useState<MobileMenuDrawer>();
  const openMenu = () =>
    void loadMobileMenu().then((drawer) => {
      setMobileMenu(() => drawer);
      setMenuOpen(true);
    });
  return (
    <div className={styles.controls}>
      <ThemeSwitch t={t} />
      <LanguageSwitch lang={lang} path={path} t={t} />
      <Button
        className={`${styles.iconButton} ${styles.mobileOnly}`}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        // The press starts loading the drawer's code; the release opens it.
        onPressStart={() => void loadMobileMenu()}
        onPress={openMenu}
      >
        <Icon name="menu" />
      </Button>
      {menuOpen && MobileMenu && <MobileMenu lang={lang} path={path} onClose={() => setMenuOpen(false)} />}
    </div>
  );
}
