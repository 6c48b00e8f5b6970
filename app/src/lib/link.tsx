import { createLink } from '@tanstack/react-router';
import { Link as UiLink } from '@site/ui';

/**
 * The library's Link with TanStack Router's typed `to`/`params`, preloading and active state. The library never
 * imports the router; this is the one place they meet.
 *
 * Usage: `<AppLink to="/{-$locale}/nova" params={localeParams(lang)} variant="primary">…</AppLink>`.
 */
export const AppLink = createLink(UiLink);
