import type { PagePath } from '../../lib/link';

/**
 * The privacy notice's address without the language prefix, for links that are not the router's: the form islands
 * (they run without it) and the FUEL disclaimer's link, which opens in a new tab. Checked against the route.
 */
export const privacyPath = ('/{-$locale}/privacy' satisfies PagePath).slice('/{-$locale}'.length);
