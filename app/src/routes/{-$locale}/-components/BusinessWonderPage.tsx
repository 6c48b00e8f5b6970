import { businessWonderContent } from '../../../content/businessWonder';
import { useLang } from '../../../i18n/useLang';

export function BusinessWonderPage() {
  const content = businessWonderContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
