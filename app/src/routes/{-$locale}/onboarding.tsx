import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { OnboardingPage } from '../../pages/onboarding/OnboardingPage';

export const Route = createFileRoute('/{-$locale}/onboarding')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { onboardingContent } = await import('../../pages/onboarding/content');
    return pageHead(onboardingContent, match);
  },
  component: OnboardingPage,
});
