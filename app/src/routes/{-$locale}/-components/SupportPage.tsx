import { supportContent } from '../../../content/support';
import { useLang } from '../../../i18n/useLang';

export function SupportPage() {
  const content = supportContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
