import { style, styleVariants } from '@vanilla-extract/css';
import { productThemeVars, vars } from '@site/tokens';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  padding: `${vars.space['16']} 0 ${vars.space['12']}`,
  background: `linear-gradient(160deg, ${vars.color.surface.sunken}, ${vars.color.surface.page})`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const heroInner = style({ position: 'relative', zIndex: 1 });

export const heroEyebrow = style({
  color: vars.color.accent.text,
  fontWeight: vars.typography.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  fontSize: vars.typography.fontSize.sm,
});

export const heroAccent = style({ color: vars.color.accent.text });

export const section = style({ padding: `${vars.space['12']} 0` });

export const sectionTone = styleVariants({
  plain: {},
  sunken: { background: vars.color.surface.sunken },
});

export const sectionIntro = style({ maxWidth: '46rem' });

export const card = style({
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const cardEmphasised = style({
  borderColor: productThemeVars.primary,
  borderWidth: 2,
  boxShadow: vars.shadow.lg,
  '@media': { '(min-width: 1024px)': { transform: 'scale(1.04)' } },
});

export const badge = style({
  alignSelf: 'flex-start',
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const price = style({
  fontSize: vars.typography.fontSize['3xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.text.default,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
});

export const faqItem = style({
  padding: `${vars.space['5']} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBottom: `1px solid ${vars.color.border.subtle}` } },
});

export const disclaimer = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  borderInlineStart: `4px solid ${vars.color.state.info.solid}`,
  background: vars.color.state.info.soft,
});

export const cta = style({
  padding: vars.space['10'],
  borderRadius: vars.radius.xl,
  textAlign: 'center',
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const ctaText = style({ color: vars.color.text.inverse });

export const prose = style({
  maxWidth: '46rem',
  display: 'grid',
  gap: vars.space['4'],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

/** Grids rendered as lists keep their semantics but lose the browser's bullets and indent. */
export const cardList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Long German compounds ("Erfolgsgeschichten") must fit a 375 px screen without breaking mid-word. */
export const heroTitle = style({
  overflowWrap: 'break-word',
  hyphens: 'auto',
  // `h1&` outranks the Heading recipe's size class whatever order the stylesheets load in.
  '@media': { '(max-width: 639px)': { selectors: { 'h1&': { fontSize: vars.typography.fontSize['3xl'] } } } },
});
