import { onboardingContent } from '../../../content/onboarding';
import { useLang } from '../../../i18n/useLang';

export function OnboardingPage() {
  const content = onboardingContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
