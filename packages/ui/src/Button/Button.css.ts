import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../styles/breakpoints';
import { focusRing, keyboardFocus } from '../styles/focusRing.css';

/** Shared by `Button` and the button-like `Link`, so both look the same wherever they sit side by side. */
export const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontFamily: vars.typography.fontFamily.body,
  fontWeight: vars.typography.fontWeight.semibold,
  lineHeight: vars.typography.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  outline: 'none',
  '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
  selectors: {
    [keyboardFocus]: focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
} as const;

export const buttonVariantStyles = {
  primary: {
    background: vars.color.accent.solid,
    color: vars.color.text.onAccent,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.solidHover },
      '&[data-pressed]': { background: vars.color.accent.solidHover },
    },
  },
  secondary: {
    background: vars.color.accent.secondary,
    color: vars.color.text.onAccent,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.secondaryHover },
      '&[data-pressed]': { background: vars.color.accent.secondaryHover },
    },
  },
  outline: {
    background: 'transparent',
    color: vars.color.text.default,
    borderColor: vars.color.border.strong,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.sunken },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text.default,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surface.sunken },
      '&[data-pressed]': { background: vars.color.surface.sunken },
    },
  },
  link: {
    background: 'transparent',
    color: vars.color.text.link,
    paddingInline: 0,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: { '&[data-hovered]:not([data-disabled])': { textDecorationThickness: '2px' } },
  },
} as const;

export const buttonSizeStyles = {
  sm: { minHeight: '2rem', paddingInline: vars.space['3'], fontSize: vars.typography.fontSize.sm },
  // 44 px keeps the main call-to-action at the WCAG target size on touch screens.
  md: { minHeight: '2.75rem', paddingInline: vars.space['4'], fontSize: vars.typography.fontSize.md },
  lg: { minHeight: '3.25rem', paddingInline: vars.space['6'], fontSize: vars.typography.fontSize.lg },
} as const;

export const button = recipe({
  base: buttonBase,
  variants: {
    variant: buttonVariantStyles,
    size: buttonSizeStyles,
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { paddingInline: 0, minHeight: 'auto' } },
    { variants: { variant: 'link', size: 'md' }, style: { paddingInline: 0, minHeight: 'auto' } },
    { variants: { variant: 'link', size: 'lg' }, style: { paddingInline: 0, minHeight: 'auto' } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const pendingSpinner = style({ marginInlineStart: `calc(${vars.space['1']} * -1)` });
