import { style } from '@vanilla-extract/css';

// Same width as the ui library's `md` breakpoint; importing the ui barrel into a .css.ts would evaluate every component.
export const fullWidth = style({ '@media': { 'screen and (min-width: 768px)': { gridColumn: '1 / -1' } } });
