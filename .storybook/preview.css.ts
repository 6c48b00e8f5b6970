import { vars } from '@site/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html, body', {
  margin: 0,
  // Overlay stories are captured from <body>; it must cover the viewport so fixed-position parts are inside.
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
});

/** The element the screenshot harness captures: it carries the theme's page colour so dark captures are dark. */
export const storyRoot = style({
  display: 'flow-root',
  padding: vars.space['4'],
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
});
