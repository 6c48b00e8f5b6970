import { usePageCopy } from '../kit/pageCopy';
import { sophieComparisonContent } from './content';
import { SophieComparisonView } from './SophieComparisonView';

export function SophieComparisonPage() {
  const content = usePageCopy('sophie-comparison', sophieComparisonContent);
  return <SophieComparisonView heading={content.heading} body={content.body} extras={content.body} />;
}
