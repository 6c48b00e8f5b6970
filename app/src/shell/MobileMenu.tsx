import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { useInteractOutside } from 'react-aria/useInteractOutside';
import { type Lang, localePath } from '../i18n/lang';
import { translatorFor } from '../i18n/messages';
import * as styles from './shell.css';

function MenuLink({
  href,
  current,
  children,
  onNavigate,
}: {
  href: string;
  current: boolean;
  children: string;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={href}
      className={styles.navLink}
      aria-current={current ? 'page' : undefined}
      data-status={current ? 'active' : undefined}
      onPress={onNavigate}
    >
      {children}
    </Link>
  );
}

/**
 * Closes the open menu on Escape (the focus then goes back to the button) and on a press outside the menu and its
 * button: react-aria's outside interaction, which counts a press that ends in a click, so a touch that starts
 * a scroll leaves the menu open.
 */
function useClosing(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useInteractOutside({
    ref: panel,
    isDisabled: !open,
    // The button toggles the menu itself.
    onInteractOutside: (event) => {
      if (!(event.target instanceof Node && button.current?.contains(event.target))) onClose();
    },
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      const focused = document.activeElement;
      if (focused === document.body || panel.current?.contains(focused) || button.current?.contains(focused))
        button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, panel, button, onClose]);
}

/**
 * The mobile menu: the site's main links in a panel at the right, under the header, shown and hidden by the
 * header's menu button (a disclosure: the links follow the button in the tab order). Closed by the button,
 * Escape, a press outside it or choosing a link. It is part of the prerendered header, hidden, so opening it only
 * shows what is already there: no code to load, nothing new to render.
 */
export function MobileMenu({
  id,
  open,
  lang,
  path,
  button,
  onClose,
}: {
  id: string;
  open: boolean;
  lang: Lang;
  path: string;
  /** The button that opens it: the focus returns there when Escape closes the menu. */
  button: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = translatorFor(lang);
  const panel = useRef<HTMLElement>(null);
  useClosing(open, panel, button, onClose);
  const home = localePath(lang, '/');
  const links = [
    { href: localePath(lang, '/monthly'), label: t('nav.services') },
    { href: localePath(lang, '/about'), label: t('nav.about') },
  ];
  const within = (href: string) => path === href || path.startsWith(`${href}/`);
  return (
    <nav ref={panel} id={id} aria-label={t('nav.menu')} className={styles.menuPanel} hidden={!open}>
      <MenuLink href={home} current={path === home} onNavigate={onClose}>
        {t('nav.home')}
      </MenuLink>
      {links.map((link) => (
        <MenuLink key={link.href} href={link.href} current={within(link.href)} onNavigate={onClose}>
          {link.label}
        </MenuLink>
      ))}
    </nav>
  );
}
