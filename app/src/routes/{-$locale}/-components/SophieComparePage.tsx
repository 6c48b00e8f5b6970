import { sophieCompareContent } from '../../../content/sophieCompare';
import { useLang } from '../../../i18n/useLang';
import { SophieComparisonView } from './sophie/SophieComparisonView';

export function SophieComparePage() {
  const content = sophieCompareContent[useLang()];
  return <SophieComparisonView heading={content.heading} body={content.body} variant="short" />;
}
