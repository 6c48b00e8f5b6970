import { vars } from '@site/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['3']} ${vars.space['6']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  '@media': { 'screen and (max-width: 40rem)': { padding: `${vars.space['6']} ${vars.space['3']}` } },
});

export const card = style({ width: '100%', maxWidth: '28rem', boxSizing: 'border-box' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** The QR code is drawn on white whatever the theme: scanners expect dark modules on a light ground. */
export const qr = style({
  width: '12rem',
  height: '12rem',
  alignSelf: 'center',
  background: '#FFFFFF',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
});

export const secret = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.sm,
  wordBreak: 'break-all',
  background: vars.color.surface.sunken,
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
});

export const codes = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.sm,
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['1'],
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
});
