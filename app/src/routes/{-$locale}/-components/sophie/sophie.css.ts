import { style } from '@vanilla-extract/css';
import { vars } from '@site/tokens';

export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const fact = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  fontWeight: vars.typography.fontWeight.medium,
});

export const quote = style({ margin: 0, fontStyle: 'italic', fontSize: vars.typography.fontSize.lg });

export const tableScroll = style({ overflowX: 'auto' });
