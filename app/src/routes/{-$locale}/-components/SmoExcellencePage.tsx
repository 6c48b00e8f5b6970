import { smoExcellenceContent } from '../../../content/smoExcellence';
import { useLang } from '../../../i18n/useLang';

export function SmoExcellencePage() {
  const content = smoExcellenceContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
