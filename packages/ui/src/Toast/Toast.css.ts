import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focusRing.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space['6'],
  insetInlineEnd: vars.space['6'],
  zIndex: vars.zIndex.toast,
  width: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: '1px solid',
    boxShadow: vars.shadow.lg,
    outline: 'none',
    // Horizontal swipes belong to the toast, vertical ones still scroll the page.
    touchAction: 'pan-y',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    variant: {
      default: {
        background: vars.color.surface.raised,
        color: vars.color.text.default,
        borderColor: vars.color.border.subtle,
      },
      success: {
        background: vars.color.state.success.soft,
        color: vars.color.text.default,
        borderColor: vars.color.state.success.solid,
      },
      destructive: {
        background: vars.color.state.danger.soft,
        color: vars.color.text.default,
        borderColor: vars.color.state.danger.solid,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({
  fontWeight: vars.typography.fontWeight.semibold,
  fontSize: vars.typography.fontSize.md,
});

export const description = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.text.muted });

export const close = style({
  marginBlockStart: `calc(${vars.space['1']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
  paddingInline: vars.space['2'],
});
