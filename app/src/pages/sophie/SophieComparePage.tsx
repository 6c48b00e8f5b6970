import { sophieCompareContent } from './content';
import { useLang } from '../../i18n/useLang';
import { SophieComparisonView } from './SophieComparisonView';

export function SophieComparePage() {
  const content = sophieCompareContent[useLang()];
  return <SophieComparisonView heading={content.heading} body={content.body} variant="short" />;
}
