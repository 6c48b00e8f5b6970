import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    border: '1px solid transparent',
    overflow: 'hidden',
  },
  variants: {
    variant: {
      default: { borderColor: vars.color.border.subtle },
      elevated: { boxShadow: vars.shadow.md },
      outline: { borderColor: vars.color.border.strong, background: 'transparent' },
      featured: {
        borderColor: vars.color.accent.solid,
        borderWidth: '2px',
        background: vars.color.accent.soft,
        boxShadow: vars.shadow.md,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const header = style({
  padding: vars.space['6'],
  paddingBlockEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const body = style({ padding: vars.space['6'], flex: 1 });
export const footer = style({
  padding: vars.space['6'],
  paddingBlockStart: 0,
  display: 'flex',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});
