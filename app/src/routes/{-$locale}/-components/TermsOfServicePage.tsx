import { termsOfServiceContent } from '../../../content/termsOfService';
import { useLang } from '../../../i18n/useLang';

export function TermsOfServicePage() {
  const content = termsOfServiceContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
