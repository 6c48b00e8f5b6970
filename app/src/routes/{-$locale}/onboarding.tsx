import { createFileRoute } from '@tanstack/react-router';
import { onboardingContent } from '../../content/onboarding';
import { pageHead } from '../../lib/seo';
import { OnboardingPage } from './-components/OnboardingPage';

export const Route = createFileRoute('/{-$locale}/onboarding')({
  head: ({ match }) => pageHead(onboardingContent, match),
  component: OnboardingPage,
});
