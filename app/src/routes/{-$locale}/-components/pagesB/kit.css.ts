import { productThemeVars, vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const hero = style({
  backgroundImage: `linear-gradient(135deg, ${productThemeVars.gradientFrom}, ${productThemeVars.gradientTo})`,
  // The fallback keeps the hero readable on pages without a product theme (solutions overview, terms…).
  backgroundColor: vars.color.surface.inverse,
  color: productThemeVars.onPrimary,
  paddingBlock: vars.space['16'],
});

export const plainHero = style({
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  paddingBlock: vars.space['12'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const heroLead = style({ maxWidth: '46rem' });

export const section = style({
  paddingBlock: vars.space['12'],
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
});

export const sunkenSection = style([section, { background: vars.color.surface.sunken }]);

export const eyebrow = style({
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const card = style({
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
  boxShadow: vars.shadow.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  boxSizing: 'border-box',
});

export const highlightedCard = style([
  card,
  { borderColor: productThemeVars.primary, borderWidth: '2px', boxShadow: vars.shadow.md },
]);

export const badge = style({
  alignSelf: 'flex-start',
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  borderRadius: vars.radius.full,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const price = style({
  fontSize: vars.typography.fontSize['3xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.text.default,
  margin: 0,
});

export const priceNote = style({
  color: vars.color.text.muted,
  fontSize: vars.typography.fontSize.sm,
  margin: 0,
});

export const checkList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flexGrow: 1,
});

export const checkItem = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const checkIcon = style({ color: vars.color.accent.text, flexShrink: 0, marginTop: '0.2em' });

export const toc = style({
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
});

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
});

export const tocLink = style({
  color: vars.color.text.link,
  fontWeight: vars.typography.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const faqList = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const faqQuestion = style({
  fontWeight: vars.typography.fontWeight.semibold,
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.text.default,
});

export const faqAnswer = style({
  margin: 0,
  marginBlockStart: vars.space['2'],
  color: vars.color.text.default,
});

export const faqItem = style([card, { height: 'auto' }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const cardFooter = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space['2'] });

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.full,
  background: productThemeVars.primary,
  color: productThemeVars.onPrimary,
  fontWeight: vars.typography.fontWeight.bold,
});

export const prose = style({
  maxWidth: '48rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  lineHeight: vars.typography.lineHeight.relaxed,
});
