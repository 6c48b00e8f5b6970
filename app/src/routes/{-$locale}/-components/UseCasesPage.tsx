import { useCasesContent } from '../../../content/useCases';
import { useLang } from '../../../i18n/useLang';

export function UseCasesPage() {
  const content = useCasesContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
