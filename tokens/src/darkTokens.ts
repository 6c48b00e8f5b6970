import { baseTokens } from './baseTokens';
import { palette as p } from './palette';
import type { Tokens } from './tokenType';

export const darkTokens: Tokens = {
  ...baseTokens,
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.45)',
    lg: '0 12px 32px rgb(0 0 0 / 0.55)',
  },
  color: {
    surface: {
      page: p.navy[950],
      raised: p.navy[850],
      sunken: p.navy[800],
      inverse: p.navy[100],
      overlay: 'rgb(0 0 0 / 0.7)',
    },
    text: {
      default: p.navy[50],
      muted: p.navy[300],
      inverse: p.navy[900],
      // On dark surfaces the brand teal is bright enough to carry near-black text (7:1+).
      onAccent: p.navy[950],
      link: p.teal[300],
    },
    border: { subtle: p.navy[750], strong: p.navy[400] },
    accent: {
      solid: p.teal[400],
      solidHover: p.teal[300],
      soft: p.teal[950],
      text: p.teal[300],
      secondary: p.purple[300],
      secondaryHover: p.purple[200],
    },
    focusRing: p.purple[200],
    state: {
      success: { solid: p.green[400], soft: p.green[950], text: p.green[300] },
      warning: { solid: p.amber[400], soft: p.amber[950], text: p.amber[300] },
      danger: { solid: p.red[400], soft: p.red[950], text: p.red[300] },
      info: { solid: p.blue[400], soft: p.blue[950], text: p.blue[300] },
    },
  },
};
