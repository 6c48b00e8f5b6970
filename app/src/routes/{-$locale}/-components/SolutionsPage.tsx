import { solutionsContent } from '../../../content/solutions';
import { useLang } from '../../../i18n/useLang';

export function SolutionsPage() {
  const content = solutionsContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
