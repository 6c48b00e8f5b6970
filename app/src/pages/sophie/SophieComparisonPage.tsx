import { sophieComparisonContent } from './content';
import { useLang } from '../../i18n/useLang';
import { SophieComparisonView } from './SophieComparisonView';

export function SophieComparisonPage() {
  const content = sophieComparisonContent[useLang()];
  return <SophieComparisonView heading={content.heading} body={content.body} variant="long" />;
}
