import { usePageCopy } from '../kit/pageCopy';
import { sophieCompareContent } from './content';
import { SophieComparisonView } from './SophieComparisonView';

export function SophieComparePage() {
  const content = usePageCopy('sophie-compare', sophieCompareContent);
  return <SophieComparisonView heading={content.heading} body={content.body} />;
}
