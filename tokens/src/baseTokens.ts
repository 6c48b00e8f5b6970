import type { Tokens } from './tokenType';

/** Everything but colour is shared by both themes. */
export const baseTokens: Omit<Tokens, 'color'> = {
  typography: {
    fontFamily: {
      // The platform's own interface font: nothing to download, so text paints with the first paint and never
      // shifts when a web font arrives (docs/performance.md).
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    },
    fontSize: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
      '5xl': '3rem',
    },
    lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
    fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
    '24': '6rem',
  },
  radius: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgb(11 17 32 / 0.08)',
    md: '0 4px 12px rgb(11 17 32 / 0.10)',
    lg: '0 12px 32px rgb(11 17 32 / 0.14)',
  },
  zIndex: { base: '0', sticky: '10', header: '20', overlay: '30', modal: '40', toast: '50' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  size: { containerSm: '40rem', containerMd: '56rem', containerLg: '72rem', headerHeight: '4rem' },
};
