import { Icon, visuallyHidden } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { basePath, type Lang, localePath } from '../i18n/lang';
import { type MessageKey, translatorFor } from '../i18n/messages';
import { useTheme } from '../lib/theme';
import * as styles from './shell.css';

const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

export interface HeaderControlsProps {
  lang: Lang;
  /** The page's path, e.g. `/en/about`. */
  path: string;
}

function ThemeSwitch({ t }: { t: (key: MessageKey) => string }) {
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
  return (
    <div className={styles.controls}>
      <ThemeSwitch t={t} />
      <LanguageSwitch lang={lang} path={path} t={t} />
      <Button
        className={`${styles.iconButton} ${styles.mobileOnly}`}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPress={() => setMenuOpen(true)}
      >
        <Icon name="menu" />
      </Button>
      {/* The drawer's code loads when it is first opened: most visits never open it. */}
      {menuOpen && (
        <Suspense>
          <MobileMenu lang={lang} path={path} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
