/**
 * The semantic token shape every theme must fill. Names say what a value is for
 * (`color.text.muted`), never what it looks like (`grey500`); raw palettes live in
 * `palette.ts` and are only read by the theme files. A theme that misses a key
 * does not compile because `makeTheme` takes exactly this type.
 */
export interface ColorTokens {
  surface: {
    /** Page background. */
    page: string;
    /** Default card / panel background. */
    raised: string;
    /** Slightly tinted background for alternating sections and inputs. */
    sunken: string;
    /** Inverted surface (dark in light mode) for banners and tooltips. */
    inverse: string;
    /** Scrim behind modal dialogs. */
    overlay: string;
  };
  text: {
    /** Body and heading text on `surface.*` (except inverse). */
    default: string;
    /** Secondary text: captions, hints, meta. Still AA on every surface. */
    muted: string;
    /** Text on `surface.inverse`. */
    inverse: string;
    /** Text and icons on `accent.solid` (buttons). */
    onAccent: string;
    /** Inline link colour on page/raised surfaces. */
    link: string;
  };
  border: {
    /** Hairlines between sections and around cards (decorative). */
    subtle: string;
    /** Borders of form fields and outline buttons (UI component, ≥ 3:1). */
    strong: string;
  };
  accent: {
    /** Brand colour for primary buttons and highlights. */
    solid: string;
    solidHover: string;
    /** Tinted background behind accent content (badges, featured cards). */
    soft: string;
    /** Text in accent colour on page/raised surfaces (≥ 4.5:1). */
    text: string;
    /** Secondary brand colour (gradients, secondary buttons). */
    secondary: string;
    secondaryHover: string;
  };
  focusRing: string;
  state: Record<'success' | 'warning' | 'danger' | 'info', { solid: string; soft: string; text: string }>;
}

export interface TypographyTokens {
  fontFamily: { body: string; heading: string; mono: string };
  /** Font sizes, smallest to largest. */
  fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl', string>;
  lineHeight: Record<'tight' | 'snug' | 'normal' | 'relaxed', string>;
  fontWeight: Record<'regular' | 'medium' | 'semibold' | 'bold', string>;
}

export interface Tokens {
  color: ColorTokens;
  typography: TypographyTokens;
  /** Spacing scale on a 4 px grid: 0, 1 = 4px, 2 = 8px, … */
  space: Record<'0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12' | '16' | '20' | '24', string>;
  radius: Record<'none' | 'sm' | 'md' | 'lg' | 'xl' | 'full', string>;
  shadow: Record<'sm' | 'md' | 'lg', string>;
  zIndex: Record<'base' | 'sticky' | 'header' | 'overlay' | 'modal' | 'toast', string>;
  motion: {
    duration: Record<'fast' | 'normal' | 'slow', string>;
    easing: Record<'standard' | 'emphasized', string>;
  };
  /** Layout widths. */
  size: Record<'containerSm' | 'containerMd' | 'containerLg' | 'headerHeight', string>;
}
