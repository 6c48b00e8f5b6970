import { Icon, type IconName, visuallyHidden } from '@site/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { basePath, type Lang, localePath } from '../i18n/lang';
import { type MessageKey, translatorFor } from '../i18n/messages';
import { menuButtonAttribute, menuOpenedEarly, themeSwitchAttribute } from '../islands/earlyPresses';
import { needsScriptMark } from '../islands/withoutScript';
import { toggleTheme } from '../lib/theme';
import { MobileMenu } from './MobileMenu';
import * as styles from './shell.css';

export interface HeaderControlsProps {
  lang: Lang;
  /** The page's path, e.g. `/en/about`. */
  path: string;
}

/**
 * One face of a button that shows one of two: its icon and its name. Both faces are in the HTML and a class shows
 * one of them (the root's theme, the button's `aria-expanded`), so the button is right before it hydrates too.
 */
function Face({ className, icon, label }: { className: string; icon: IconName; label: string }) {
  return (
    <span className={className}>
      <Icon name={icon} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}

function ThemeSwitch({ t }: { t: (key: MessageKey) => string }) {
  return (
    <Button
      className={styles.iconButton}
      onPress={toggleTheme}
      // Answers before the header has hydrated too (`earlyPresses.ts`).
      {...{ [themeSwitchAttribute]: '' }}
      {...needsScriptMark}
    >
      <Face className={styles.whenLight} icon="moon" label={t('theme.toDark')} />
      <Face className={styles.whenDark} icon="sun" label={t('theme.toLight')} />
    </Button>
  );
}

/** Goes to the same page in the other language (`/nova` ↔ `/en/nova`), keeping the address's search. */
function LanguageSwitch({ lang, path, t }: HeaderControlsProps & { t: (key: MessageKey) => string }) {
  const other = lang === 'de' ? 'en' : 'de';
  // The prerendered link cannot know the search (the use cases page keeps its filter there), nor the address a
  // not-found page was sent for (it was rendered once, for a fixed path): both are taken from the address bar once
  // the header has hydrated, and again as the link is pointed at, focused, followed, opened in a new tab or copied.
  const link = useRef<HTMLAnchorElement>(null);
  const followAddress = useCallback(() => {
    const { pathname, search } = window.location;
    if (link.current) link.current.href = localePath(other, basePath(pathname)) + search;
  }, [other]);
  useEffect(followAddress, [followAddress]);
  return (
    <a
      ref={link}
      href={localePath(other, basePath(path))}
      className={`${styles.iconButton} ${styles.langLink}`}
      hrefLang={other}
      lang={other}
      onPointerEnter={followAddress}
      onFocus={followAddress}
      onClick={followAddress}
      onAuxClick={followAddress}
      onContextMenu={followAddress}
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
  const menuId = useId();
  // A press before the header hydrated has already opened the prerendered menu (`earlyPresses.ts`).
  const [menuOpen, setMenuOpen] = useState(() => menuOpenedEarly(menuId));
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.controls}>
      <ThemeSwitch t={t} />
      <LanguageSwitch lang={lang} path={path} t={t} />
      <Button
        ref={menuButton}
        className={`${styles.iconButton} ${styles.mobileOnly}`}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onPress={() => setMenuOpen((open) => !open)}
        // Answers before the header has hydrated too (`earlyPresses.ts`).
        {...{ [menuButtonAttribute]: '' }}
        {...needsScriptMark}
      >
        <Face className={styles.whenMenuClosed} icon="menu" label={t('nav.openMenu')} />
        <Face className={styles.whenMenuOpen} icon="close" label={t('nav.closeMenu')} />
      </Button>
      <MobileMenu
        id={menuId}
        open={menuOpen}
        lang={lang}
        path={path}
        button={menuButton}
        onClose={closeMenu}
      />
    </div>
  );
}
