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
  // Copy is edited in the content studio: a long German compound breaks inside the word rather than push the page
  // past a phone's edge (`anywhere` also lets flex and grid items shrink below the word's width).
  overflowWrap: 'anywhere',
});
// A table keeps its words whole and its columns as wide as their longest word (it scrolls sideways in its box);
// a word longer than its cell still breaks.
globalStyle('table', { overflowWrap: 'break-word' });
globalStyle('img, svg, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('a', { color: vars.color.text.link });
