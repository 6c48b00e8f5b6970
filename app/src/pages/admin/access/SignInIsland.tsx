import { useState } from 'react';
import { type InferType, object, string } from 'yup';
import { useIsHydrated } from '../../../lib/hydration';
import { SignInPage } from './SignInPage';

const searchSchema = object({
  next: string().optional(),
  reason: string<'signed_out' | 'expired'>().oneOf(['signed_out', 'expired']).optional(),
});

type SignInSearch = InferType<typeof searchSchema>;

/** `?next=…&reason=…` from the address; anything unknown is left out, so a bad link still shows the sign-in. */
function searchFromAddress(): SignInSearch {
  if (typeof window === 'undefined') return {};
  try {
    return searchSchema.validateSync(Object.fromEntries(new URLSearchParams(window.location.search)), {
      stripUnknown: true,
    });
  } catch {
    return {};
  }
}

/**
 * `/admin/login` as a page of its own (islands/registry.ts): the sign-in loads no app, so it answers as soon as the
 * page shows. Signing in loads the page that was asked for.
 */
export function SignInIsland() {
  const [search] = useState(searchFromAddress);
  // The page is prerendered without the address's search: the notice it asks for shows right after hydration.
  const hydrated = useIsHydrated();
  return <SignInPage next={search.next} reason={hydrated ? search.reason : undefined} />;
}
