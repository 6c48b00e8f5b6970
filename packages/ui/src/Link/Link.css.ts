import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { buttonBase, buttonSizeStyles, buttonVariantStyles } from '../Button/Button.css';
import { focusRing, keyboardFocus } from '../styles/focusRing.css';

const textLink = {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    [keyboardFocus]: focusRing,
    '&[data-disabled]': { cursor: 'default', color: vars.color.text.muted, textDecoration: 'none' },
  },
} as const;

export const link = recipe({
  variants: {
    variant: {
      inline: textLink,
      // Navigation and footer links: no underline until hovered, the text colour of the surrounding block.
      standalone: {
        ...textLink,
        color: 'inherit',
        textDecoration: 'none',
        selectors: {
          ...textLink.selectors,
          '&[data-hovered]': { textDecoration: 'underline' },
          '&[data-current]': {
            color: vars.color.accent.text,
            fontWeight: vars.typography.fontWeight.semibold,
          },
        },
      },
      primary: [buttonBase, buttonVariantStyles.primary],
      secondary: [buttonBase, buttonVariantStyles.secondary],
      outline: [buttonBase, buttonVariantStyles.outline],
      ghost: [buttonBase, buttonVariantStyles.ghost],
    },
    size: { sm: {}, md: {}, lg: {} },
  },
  compoundVariants: (['primary', 'secondary', 'outline', 'ghost'] as const).flatMap((variant) =>
    (['sm', 'md', 'lg'] as const).map((size) => ({
      variants: { variant, size },
      style: buttonSizeStyles[size],
    })),
  ),
  defaultVariants: { variant: 'inline', size: 'md' },
});

export const externalIcon = style({ width: '0.85em', height: '0.85em', marginInlineStart: '0.2em' });
