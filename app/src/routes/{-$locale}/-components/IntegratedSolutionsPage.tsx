import { integratedSolutionsContent } from '../../../content/integratedSolutions';
import { useLang } from '../../../i18n/useLang';

export function IntegratedSolutionsPage() {
  const content = integratedSolutionsContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
