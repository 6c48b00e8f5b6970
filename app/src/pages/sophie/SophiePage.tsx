import { usePageCopy } from '../kit/pageCopy';
import { sophieContent } from './content';
import { SophieComparisonView } from './SophieComparisonView';

export function SophiePage() {
  const content = usePageCopy('sophie', sophieContent);
  return <SophieComparisonView heading={content.heading} body={content.body} />;
}
