import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { OnboardingPage } from '../../pages/onboarding/OnboardingPage';

export const Route = createFileRoute('/{-$locale}/onboarding')({
  head: lazyHead(
    () => import('../../pages/onboarding/content').then((page) => page.onboardingHead),
    'onboarding',
  ),
  staticData: { hydration: 'islands' },
  component: OnboardingPage,
});
