import { sophieComparisonContent } from '../../../content/sophieComparison';
import { useLang } from '../../../i18n/useLang';
import { SophieComparisonView } from './sophie/SophieComparisonView';

export function SophieComparisonPage() {
  const content = sophieComparisonContent[useLang()];
  return <SophieComparisonView heading={content.heading} body={content.body} variant="long" />;
}
