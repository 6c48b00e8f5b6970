import { redirectTarget } from '@site/paths';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: /contact sends the browser to /support (in the same language). */
export const Route = createFileRoute('/{-$locale}/contact')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: redirectTarget(location.pathname) ?? '/support', statusCode: 301 });
  },
});
