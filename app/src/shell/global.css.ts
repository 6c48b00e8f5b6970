import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@site/tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.size.headerHeight} + 16px)`,
});
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, svg, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('a', { color: vars.color.text.link });
