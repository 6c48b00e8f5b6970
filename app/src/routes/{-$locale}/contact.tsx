import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: /contact sends the browser to /support (in the same language). */
export const Route = createFileRoute('/{-$locale}/contact')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/support', params: { locale: params.locale }, statusCode: 301 });
  },
});
