import { baseTokens } from './baseTokens';
import { palette as p } from './palette';
import type { Tokens } from './tokenType';

export const lightTokens: Tokens = {
  ...baseTokens,
  color: {
    surface: {
      page: p.white,
      raised: p.white,
      sunken: p.navy[50],
      inverse: p.navy[900],
      overlay: 'rgb(11 17 32 / 0.55)',
    },
    text: {
      default: p.navy[900],
      muted: p.navy[600],
      inverse: p.navy[25],
      onAccent: p.white,
      link: p.teal[700],
    },
    border: { subtle: p.navy[100], strong: p.navy[400] },
    accent: {
      // The brand teal itself is too light for white text (2.6:1), so buttons use a deeper step.
      solid: p.teal[600],
      solidHover: p.teal[700],
      soft: p.teal[50],
      text: p.teal[700],
      secondary: p.purple[500],
      secondaryHover: p.purple[600],
    },
    focusRing: p.purple[500],
    state: {
      success: { solid: p.green[600], soft: p.green[50], text: p.green[700] },
      warning: { solid: p.amber[600], soft: p.amber[50], text: p.amber[700] },
      danger: { solid: p.red[600], soft: p.red[50], text: p.red[700] },
      info: { solid: p.blue[600], soft: p.blue[50], text: p.blue[700] },
    },
  },
};
