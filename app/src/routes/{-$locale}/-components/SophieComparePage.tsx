import { sophieCompareContent } from '../../../content/sophieCompare';
import { useLang } from '../../../i18n/useLang';

export function SophieComparePage() {
  const content = sophieCompareContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
