/** Minimum viewport widths in px; mobile first, so `base` has no query. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for vanilla-extract's `@media` key. */
export const mediaQuery = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Windows' contrast themes: backgrounds and shadows are replaced by the system's few colours. */
  forcedColors: '(forced-colors: active)',
} as const;

/** A value that may change per breakpoint: `{ base: 1, md: 2, lg: 3 }`. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Breakpoint, T>>);
