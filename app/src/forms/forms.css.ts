import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

/** Off-screen rather than display:none: some bots skip fields that are not rendered at all. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

/** The notice at the top of a form the server answered; takes no room while empty. */
export const notice = style({ outline: 'none', selectors: { '&:empty': { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const thankYou = style([form, { outline: 'none' }]);

/** The page around a form: a heading and intro over the form on a raised panel. */
export const page = style({ paddingBlock: vars.space['12'] });

export const panel = style({
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space['6'],
});
