import { style } from '@vanilla-extract/css';

/** A card fills its list item, so the three next steps line up in one row with their buttons at the bottom. */
export const fill = style({ height: '100%', boxSizing: 'border-box' });
