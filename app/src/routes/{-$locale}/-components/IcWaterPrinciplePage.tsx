import { icWaterPrincipleContent } from '../../../content/icWaterPrinciple';
import { useLang } from '../../../i18n/useLang';

export function IcWaterPrinciplePage() {
  const content = icWaterPrincipleContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
