import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@site/tokens';
// The library's ring through its stylesheet-only entry: the barrel is React code, which a stylesheet must not load.
import { focusRing, keyboardFocus } from '@site/ui/focus-ring';

const desktop = 'screen and (min-width: 768px)';

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  borderRadius: vars.radius.md,
  ':focus': { top: vars.space['2'], outline: `2px solid ${vars.color.focusRing}` },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: vars.size.headerHeight,
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.text.default,
  textDecoration: 'none',
  marginRight: 'auto',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
});

export const logoMark = style({
  width: '32px',
  height: '32px',
  padding: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.accent.solid,
  color: vars.color.text.onAccent,
});

export const desktopNav = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space['2'] } },
});

export const navLink = style({
  color: vars.color.text.default,
  textDecoration: 'none',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.typography.fontWeight.medium,
  ':hover': { background: vars.color.surface.sunken },
  ':focus-visible': focusRing,
  selectors: { '&[data-status="active"]': { color: vars.color.accent.text } },
});

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const desktopOnly = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [desktop]: { display: 'none' } },
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '44px',
  height: '44px',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    // The language switch and the footer's social links are plain links: the browser's :focus-visible for them.
    [keyboardFocus]: focusRing,
  },
});

/** A button face shown unless `selector` (the state that shows the other face) applies. */
const faceUnless = (selector: string) =>
  style({ display: 'contents', selectors: { [selector]: { display: 'none' } } });

/** A button face shown only while `selector` applies. */
const faceWhile = (selector: string) =>
  style({ display: 'none', selectors: { [selector]: { display: 'contents' } } });

/**
 * The theme switch holds both of its faces (icon and name); the root's class shows the one that applies. The page
 * is prerendered light and the theme script may make it dark before the first paint, so a switch that chose its
 * face in React showed the light face on a dark page until it hydrated (and after an early press).
 */
export const whenLight = faceUnless('html.dark &');
export const whenDark = faceWhile('html.dark &');

/** The menu button's faces follow its `aria-expanded`, which the early-press script sets before hydration too. */
export const whenMenuClosed = faceUnless('[aria-expanded="true"] > &');
export const whenMenuOpen = faceWhile('[aria-expanded="true"] > &');

/** The mobile menu's panel: at the right, under the sticky header, as tall as its links. */
export const menuPanel = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  width: 'min(320px, 85vw)',
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderTop: 'none',
  borderBottomLeftRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
});

export const main = style({ display: 'block', minHeight: '60vh', outline: 'none' });

/** The corner the chat's round button (3.5rem, fixed 1.5rem from the corner) keeps for itself, with as much room. */
const chatButtonClearance = `calc(3.5rem + 2 * ${vars.space['6']})`;

export const footer = style({
  marginTop: vars.space['16'],
  background: vars.color.surface.sunken,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.default,
});

// What the keyboard focuses at the foot of the screen is scrolled clear of the chat's round button (WCAG 2.4.11).
globalStyle(`${main} :focus, ${footer} :focus`, { scrollMarginBlockEnd: chatButtonClearance });

export const footerInner = style({
  display: 'grid',
  gap: vars.space['8'],
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  '@media': { [desktop]: { gridTemplateColumns: '2fr 1fr 1.5fr' } },
});

export const footerHeading = style({
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.semibold,
  marginBottom: vars.space['3'],
});

export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const footerText = style({ color: vars.color.text.muted, maxWidth: '42ch' });

export const socialList = style({
  listStyle: 'none',
  display: 'flex',
  gap: vars.space['2'],
  margin: `${vars.space['4']} 0 0`,
  padding: 0,
});

export const footerBottom = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  maxWidth: vars.size.containerLg,
  margin: '0 auto',
  padding: `${vars.space['4']}`,
  // The page's last line ends beside the chat's round button, never under it: on a phone the copyright and the
  // terms link would be covered with no way to scroll them out.
  paddingInlineEnd: chatButtonClearance,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.typography.fontSize.sm,
});

/** The legal links at the foot of every page: terms, privacy notice, legal notice, in one wrapping row. */
export const legalLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
});

export const footerLink = style({
  color: vars.color.text.link,
  ':focus-visible': focusRing,
});

export const notFound = style({
  maxWidth: vars.size.containerMd,
  margin: '0 auto',
  padding: `${vars.space['20']} ${vars.space['4']}`,
  textAlign: 'center',
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'center',
});

export const notFoundTitle = style({
  fontSize: vars.typography.fontSize['3xl'],
  lineHeight: vars.typography.lineHeight.tight,
});

export const langLink = style({ textDecoration: 'none', display: 'inline-grid' });

export const address = style([footerList, { fontStyle: 'normal' }]);
