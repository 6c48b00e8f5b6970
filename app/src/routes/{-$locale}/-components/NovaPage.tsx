import { novaContent } from '../../../content/nova';
import { useLang } from '../../../i18n/useLang';

export function NovaPage() {
  const content = novaContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
