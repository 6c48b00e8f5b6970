import { vars } from '@site/tokens';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';

const fs = vars.typography.fontSize;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.typography.fontFamily.heading,
    fontWeight: vars.typography.fontWeight.bold,
    lineHeight: vars.typography.lineHeight.tight,
    color: vars.color.text.default,
    // German compounds ("Unternehmensberatungsleistungen") must break instead of overflowing on phones. The cap
    // matters where a heading is sized to its content (a flex item aligned to the start): break-word only breaks
    // inside a box that is narrower than the word.
    overflowWrap: 'break-word',
    hyphens: 'auto',
    maxWidth: '100%',
    textWrap: 'balance',
  },
  variants: {
    size: {
      xs: { fontSize: fs.md, lineHeight: vars.typography.lineHeight.snug },
      sm: { fontSize: fs.lg, lineHeight: vars.typography.lineHeight.snug },
      md: { fontSize: fs.xl, lineHeight: vars.typography.lineHeight.snug },
      lg: { fontSize: fs['2xl'], '@media': { [mediaQuery.md]: { fontSize: fs['3xl'] } } },
      xl: { fontSize: fs['3xl'], '@media': { [mediaQuery.md]: { fontSize: fs['4xl'] } } },
      '2xl': { fontSize: fs['4xl'], '@media': { [mediaQuery.md]: { fontSize: fs['5xl'] } } },
    },
    tone: {
      default: {},
      accent: { color: vars.color.accent.text },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { size: 'lg', tone: 'default' },
});

export const text = recipe({
  base: { margin: 0, fontFamily: vars.typography.fontFamily.body, overflowWrap: 'break-word' },
  variants: {
    size: {
      sm: { fontSize: fs.sm, lineHeight: vars.typography.lineHeight.normal },
      md: { fontSize: fs.md, lineHeight: vars.typography.lineHeight.relaxed },
      lg: { fontSize: fs.lg, lineHeight: vars.typography.lineHeight.relaxed },
      xl: { fontSize: fs.xl, lineHeight: vars.typography.lineHeight.normal },
    },
    tone: {
      default: { color: vars.color.text.default },
      muted: { color: vars.color.text.muted },
      accent: { color: vars.color.accent.text },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.typography.fontWeight.regular },
      medium: { fontWeight: vars.typography.fontWeight.medium },
      semibold: { fontWeight: vars.typography.fontWeight.semibold },
      bold: { fontWeight: vars.typography.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});
