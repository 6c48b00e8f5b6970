import { sophieComparisonContent } from '../../../content/sophieComparison';
import { useLang } from '../../../i18n/useLang';

export function SophieComparisonPage() {
  const content = sophieComparisonContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
