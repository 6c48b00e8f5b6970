import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../../../lib/query';
import { EnrolmentStep } from './EnrolmentStep';

/**
 * The authenticator set-up of a first sign-in, on the sign-in page: that page has no app around it, so the step
 * brings the query client it reads the enrolment through.
 */
export function FirstEnrolment(props: Parameters<typeof EnrolmentStep>[0]) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <EnrolmentStep {...props} />
    </QueryClientProvider>
  );
}
