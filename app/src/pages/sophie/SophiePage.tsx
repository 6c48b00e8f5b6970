import { sophieContent } from './content';
import { useLang } from '../../i18n/useLang';
import { SophieComparisonView } from './SophieComparisonView';

export function SophiePage() {
  const content = sophieContent[useLang()];
  return <SophieComparisonView heading={content.heading} body={content.body} variant="short" />;
}
